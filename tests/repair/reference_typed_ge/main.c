#include <stdio.h>
int main()
{
  int a,b;
  printf("two numbers: ");
  scanf("%d%d",&a,&b);
  if(a>b) printf("first\n");
  else printf("second\n");
  return 0;
}

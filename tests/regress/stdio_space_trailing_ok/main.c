#include <stdio.h>
int main()
{
  int n = 0;
  scanf("%d", &n);
  printf("sum:  \n");
  printf("%d \t\n\n", n+1);
  return 0;
}

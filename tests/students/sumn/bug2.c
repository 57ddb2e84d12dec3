#include <stdio.h>
int main()
{
  int n,i,sum=1;
  printf("n = ");
  scanf("%d",&n);
  for(i=2;i<=n;i++) sum+=i;
  printf("sum  =  %d  \n",sum);
  return 0;
}

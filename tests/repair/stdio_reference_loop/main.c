#include <stdio.h>
main()
{
  int n,i,total=1;
  printf("how many? ");
  scanf("%d",&n);
  for(i=2;i<=n;i++) total=total+i;
  printf("total  %d \n",total);
}

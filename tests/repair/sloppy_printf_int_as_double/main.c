#include <stdio.h>
int main(void){
  int a,b,c;
  printf("three scores: ");
  scanf("%d %d %d",&a,&b,&c);
  int sum=a+b+c;
  printf("average %.2f\n",sum/3);
  return 0;
}

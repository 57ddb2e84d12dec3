#include <stdio.h>
int main(void){
  int a,b,c;
  scanf("%d%d%d",&a,&b,&c);
  int avg=(a+b+c)/3;
  printf("average: %.3f\n",(double)avg);
  return 0;
}

#include <stdio.h>
int main(){
    int n = 0;
    scanf("%d",&n);
    printf("sum:\n");
    printf("%d",n+1);
}

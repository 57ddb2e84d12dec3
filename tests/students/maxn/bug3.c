#include <stdio.h>
int main()
{
    int n,i,x,max;
    printf("Enter the count: ");
    scanf("%d",&n);
    scanf("%d",&max);
    for(i=1;i<n-1;i++){
        scanf("%d",&x);
        if(x>max) max=x;
    }
    printf("Maximum: %d\n",max);
    return 0;
}

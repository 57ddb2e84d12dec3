#include <stdio.h>
int main()
{
    int n=0;
    scanf("%d",&n);
    if(n>3) printf("big\n");
    else printf("small\n");
}

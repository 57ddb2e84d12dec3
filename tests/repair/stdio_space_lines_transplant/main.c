#include <stdio.h>
int main()
{
    int n=0;
    scanf("%d",&n);
    if(n>3) printf("grade: big\n");
    else printf("grade: small\n");
}

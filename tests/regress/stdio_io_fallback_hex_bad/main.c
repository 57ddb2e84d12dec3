#include <stdio.h>
int main()
{
    int x;
    scanf("%x", &x);
    printf("%d\n", x * 2);
}

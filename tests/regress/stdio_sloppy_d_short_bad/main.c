#include <stdio.h>

int main()
{
    short n;
    scanf("%d", &n);
    printf("%d\n", n * 2);
    return 0;
}

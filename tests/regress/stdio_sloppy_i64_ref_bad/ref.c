#include <stdio.h>

int main()
{
    int x = 0;
    scanf("%d", &x);
    printf("%d\n", (int)(x >> 1));
    return 0;
}

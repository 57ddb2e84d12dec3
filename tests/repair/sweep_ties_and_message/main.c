#include <stdio.h>

int main()
{
    int x, y, z;
    printf("Three numbers: ");
    scanf("%d %d %d", &x, &y, &z);
    if (x > y && x > z)
        printf("Largest: %d\n", x);
    else if (y > x && y > z)
        printf("Largest: %d\n", y);
    else
        printf("Largest: %d\n", z);
    return 0;
}

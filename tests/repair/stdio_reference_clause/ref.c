#include <stdio.h>

int main(void)
{
    int x, y, z;
    scanf("%d %d %d", &x, &y, &z);
    if (x == y && y == z)
        puts("equilateral");
    else if (x == y || y == z || x == z)
        puts("isosceles");
    else
        puts("scalene");
    return 0;
}

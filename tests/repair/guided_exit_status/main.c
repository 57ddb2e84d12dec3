#include <stdio.h>

/* largest of three: each branch ends the program with its own status */
int main(void)
{
    int x, y, z;

    printf("Three numbers: ");
    scanf("%d %d %d", &x, &y, &z);
    if (x >= y && x >= z) {
        printf("The largest is %d\n", x);
        return 1;
    } else if (y >= x && y >= z) {
        printf("The largets is %d\n", y);
        return 2;
    } else {
        printf("The largest is %d\n", z);
        return z;
    }
    return 0;
}

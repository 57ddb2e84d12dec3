#include <stdio.h>

/* largest of three; the status says whether it is negative, as the
 * reference's does, but one branch returns a constant */
int main(void)
{
    int x, y, z;

    printf("Three numbers: ");
    scanf("%d %d %d", &x, &y, &z);
    if (x >= y && x >= z) {
        printf("The largest is %d\n", x);
        return x < 0;
    } else if (y >= x && y >= z) {
        printf("The largets is %d\n", y);
        return y < 0;
    }
    printf("The largest is %d\n", z);
    return 0;
}

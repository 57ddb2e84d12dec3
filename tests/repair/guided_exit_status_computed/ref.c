#include <stdio.h>

int main(void)
{
    int a, b, c, big;

    printf("Three numbers: ");
    scanf("%d%d%d", &a, &b, &c);
    big = a;
    if (b > big)
        big = b;
    if (c > big)
        big = c;
    printf("The largest is %d\n", big);
    return big < 0;
}

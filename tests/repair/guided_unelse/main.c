#include <stdio.h>

/* the smallest of three, kept as a running value; the else-if chain
 * skips the third test whenever the second one changed low */
int main(void)
{
    int n1, n2, n3, low;

    printf("Enter three integers: ");
    scanf("%d%d%d", &n1, &n2, &n3);
    low = n1;
    if (n2 < low)
        low = n2;
    else if (n3 < low)
        low = n3;
    printf("Smallest: %d\n", low);
    return 0;
}

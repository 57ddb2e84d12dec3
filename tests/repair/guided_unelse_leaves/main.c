#include <stdio.h>

/* each branch of the chain returns: its else-ifs could go, and nothing
 * would change, so they are no candidates; the slip is in a word */
int main(void)
{
    int n;

    scanf("%d", &n);
    if (n < 0) {
        printf("%d is negative\n", n);
        return 0;
    } else if (n == 0) {
        printf("zero\n");
        return 0;
    } else if (n % 2 == 0) {
        printf("%d is even and postive\n", n);
        return 0;
    }
    printf("%d is odd and positive\n", n);
    return 0;
}

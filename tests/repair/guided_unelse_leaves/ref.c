#include <stdio.h>

int main(void)
{
    int k;

    scanf("%d", &k);
    if (k < 0)
        printf("%d is negative\n", k);
    else if (k == 0)
        printf("zero\n");
    else if (k % 2 == 0)
        printf("%d is even and positive\n", k);
    else
        printf("%d is odd and positive\n", k);
    return 0;
}

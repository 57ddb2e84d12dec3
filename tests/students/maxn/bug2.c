#include <stdio.h>

int main()
{
    int n, i, x, max;
    printf("How many numbers? ");
    scanf("%d", &n);
    scanf("%d", &max);
    for (i = 2; i < n; i++) {
        scanf("%d", &x);
        if (x > max)
            max = x;
    }
    printf("Maximum: %d\n", max);
    return 0;
}

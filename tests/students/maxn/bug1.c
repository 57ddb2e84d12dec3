#include <stdio.h>

int main()
{
    int n, i, x, max = 0;
    printf("How many numbers? ");
    scanf("%d", &n);
    for (i = 0; i < n; i++) {
        scanf("%d", &x);
        if (x > max)
            max = x;
    }
    printf("Maximum: %d\n", max);
    return 0;
}

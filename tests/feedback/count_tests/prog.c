#include <stdio.h>

int main()
{
    int n, i, x, count = 0;
    printf("How many numbers? ");
    scanf("%d", &n);
    for (i = 0; i < n; i++) {
        scanf("%d", &x);
        if (x >= 0)
            count++;
    }
    printf("%d of them are positive\n", count);
    return 0;
}

#include <stdio.h>

int main(void)
{
    int n, i, total = 0;
    printf("how many? ");
    scanf("%d", &n);
    for (i = 1; i <= n; i++)
        total += i;
    printf("total %d\n", total);
    return 0;
}

#include <stdio.h>

/* how many multiples of k there are from 1 to n: the loop stops one short */
int main(void)
{
    int n, k, i, count = 0;
    scanf("%d %d", &n, &k);
    for (i = k; i < n; i += k)
        count++;
    printf("%d\n", count);
    return 0;
}

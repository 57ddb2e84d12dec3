#include <stdio.h>

/* multiples of k up to n, each followed by a blank, as students print lists */
int main()
{
    int n, k, i;
    scanf("%d %d", &n, &k);
    for (i = k; i < n; i += k)
        printf("%d ", i);
    printf("\n");
    return 0;
}

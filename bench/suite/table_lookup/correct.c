#include <stdio.h>

/* Entry q of the table, or -1 if q is not below the number of entries n. */
static int lookup(const int *table, int n, int q)
{
    int v = -1;
    if (q < n)
        v = table[q];
    return v;
}

/* Input: n, then n non-negative entries, then queries 0 <= q < 64.
 * Output: the entry for each query or "missing". */
int main(void)
{
    int table[64];
    int n, q, missing = 0;
    for (int i = 0; i < 64; i++)
        table[i] = 0;
    if (scanf("%d", &n) != 1 || n < 0 || n > 64)
        return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%d", &table[i]) != 1)
            return 1;
    while (scanf("%d", &q) == 1 && q >= 0 && q < 64) {
        int v = lookup(table, n, q);
        if (v < 0) {
            missing++;
            printf("%d: missing\n", q);
        } else {
            printf("%d: %d\n", q, v);
        }
    }
    printf("%d missing\n", missing);
    return 0;
}

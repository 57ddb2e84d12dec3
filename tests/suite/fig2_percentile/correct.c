#include <stdio.h>
#include <stdlib.h>

/* Figure 2 of the Nopol paper (Percentile.evaluate of Apache Commons Math) in
 * integer C.  Mapping from the Java code: every real is kept in hundredths, so
 * pos = p * (n + 1) / 100 becomes pos = p * (n + 1) (= 100 * pos), the test
 * pos < 1 becomes pos < 100, pos >= n becomes pos >= n100 with n100 = 100 * n,
 * dif = pos - floor(pos) becomes dif = pos - 100 * intPos, and the result is
 * returned times 100 and printed as "x.yz".  Java's ArrayIndexOutOfBounds-
 * Exception is at(): an index outside the array prints a message on stderr and
 * exits with status 1.  Input: "n p" (1 <= n <= 100, 0 <= p <= 100), then n
 * values.  tests/t1, t2 are the two rows of Table 2. */
static int at(const int *a, int n, int i)
{
    if (i < 0 || i >= n) {
        fprintf(stderr, "index %d out of bounds for length %d\n", i, n);
        exit(1);
    }
    return a[i];
}

static int evaluate(const int *values, int n, int p)
{
    int sorted[100];
    int pos = p * (n + 1);
    int intPos = pos / 100;
    int dif = pos - intPos * 100;
    int n100 = n * 100;
    for (int i = 0; i < n; i++)
        sorted[i] = values[i];
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; j--) {
            int t = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = t;
        }
    if (pos < 100)
        return 100 * at(sorted, n, 0);
    if (pos >= n100)
        return 100 * at(sorted, n, n - 1);
    int lower = at(sorted, n, intPos - 1);
    int upper = at(sorted, n, intPos);
    return 100 * lower + dif * (upper - lower);
}

int main(void)
{
    int values[100];
    int n, p;
    if (scanf("%d %d", &n, &p) != 2 || n < 1 || n > 100 || p < 0 || p > 100)
        return 2;
    for (int i = 0; i < n; i++)
        if (scanf("%d", &values[i]) != 1)
            return 2;
    int r = evaluate(values, n, p);
    int a = r < 0 ? -r : r;
    printf("%s%d.%02d\n", r < 0 ? "-" : "", a / 100, a % 100);
    return 0;
}

#include <stdio.h>

/* Count the multiples of d in 1..n and store their sum in *sum. */
static int count_multiples(int n, int d, int *sum)
{
    int cnt = 0;
    *sum = 0;
    for (int i = 1; i <= n; i++) {
        if (i % d == 0) {
            cnt++;
            *sum += i;
        }
    }
    return cnt;
}

/* Input: lines "n d" with d > 0.  Output: count and sum of the multiples. */
int main(void)
{
    int n, d, sum;
    while (scanf("%d %d", &n, &d) == 2 && d > 0) {
        int cnt = count_multiples(n, d, &sum);
        printf("%d multiples of %d up to %d, sum %d\n", cnt, d, n, sum);
    }
    return 0;
}

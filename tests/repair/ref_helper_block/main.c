#include <stdio.h>

/* counts the primes in [a, b] */
int is_prime(int n)
{
    int d;
    for (d = 2; d * d <= n; d++)
        if (n % d == 0)
            return 0;
    return 1;
}

int main()
{
    int a, b, i, count = 0;
    scanf("%d %d", &a, &b);
    if (a < 0 || b > 100000)
        return 1;
    for (i = a; i <= b; i++)
        if (is_prime(i))
            count++;
    printf("%d\n", count);
    return 0;
}

#include <stdio.h>

long long n, k;

int main()
{
    scanf("%I64d %I64d", &n, &k);
    if (k > 0)
        puts(n / k % 2 == 1 ? "YES" : "NO");
    return 0;
}

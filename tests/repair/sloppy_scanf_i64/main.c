#include <stdio.h>

long long n, k;

int main()
{
    long long rounds;
    scanf("%I64d %I64d", &n, &k);
    if (k <= 0)
        return 0;
    rounds = n / k;
    if (rounds % 2 == 0)
        printf("YES\n");
    else
        printf("NO\n");
    return 0;
}

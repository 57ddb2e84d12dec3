#include <stdio.h>

long long a;

int main()
{
    scanf("%I64d", &a);
    printf("%d\n", (int)(a >> 1));
    return 0;
}

#include <stdio.h>

int main()
{
    int n = 0, m;
    if (scanf("%d", &n) == 1 && n == 123456) {
        scanf("%d", m);
        printf("%d\n", m);
    }
    printf("%d\n", n);
    return 0;
}

#include <stdio.h>
int main()
{
    int a, b;
    scanf("%2d%2d", &a, &b);
    printf("%d\n", a - b);
}

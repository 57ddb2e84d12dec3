#include <stdio.h>

int square(int n)
{
    scanf("%d", &n);
    return n * n;
}

int main()
{
    int n;
    printf("Number: ");
    scanf("%d", &n);
    printf("%d squared is %d\n", n, square(n));
    return 0;
}

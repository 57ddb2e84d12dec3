#include <stdio.h>
int main()
{
    int n;
    printf("Number: ");
    scanf("%d", &n);
    printf("The square of %d is %d.\n", n, n * n);
    printf("Its sign: %d\n", (n > 0) - (n < 0));
    return 0;
}

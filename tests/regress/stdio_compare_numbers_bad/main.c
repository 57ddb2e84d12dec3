#include <stdio.h>
int main()
{
    int n;
    printf("Number: ");
    scanf("%d", &n);
    printf("The square of %d is %d.\n", n, n * n);
    printf("Half of it is %.2f\n", (double)(n / 2));
    return 0;
}

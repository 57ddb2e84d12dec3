#include <stdio.h>
int main()
{
    int n, rev = 0;
    printf("Enter a positive number: ");
    scanf("%d", &n);
    while (n > 1) {
        rev = rev * 10 + n % 10;
        n = n / 10;
    }
    printf("Reversed:\t%d\n", rev);
    return 0;
}

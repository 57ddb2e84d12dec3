#include <stdio.h>

int main()
{
    int n, rev = 0;
    printf("Enter a positive number: ");
    scanf("%d", &n);
    while (n > 0) {
        rev = rev * 100 + n % 10;
        n = n / 10;
    }
    printf("Reversed: %d\n", rev);
    return 0;
}

#include <stdio.h>

int main(void)
{
    int n, count = 0;
    printf("Enter an integer: ");
    scanf("%d", &n);
    while (n > 9) {
        count++;
        n = n / 10;
    }
    count++;
    printf("Number of digits: %d\n", count);
    return 0;
}

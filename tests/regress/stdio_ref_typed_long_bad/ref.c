#include <stdio.h>
int main(void) {
    long x = 0;
    printf("Enter a number: ");
    scanf("%ld", &x);
    printf("%ld\n", x);
    return 0;
}

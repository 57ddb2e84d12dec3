/* %ld under typed input reads a token over the whole range of long:
 * 34426847233 tells the two programs apart. */
#include <stdio.h>
int main() {
    long x = 0;
    printf("Enter a number: ");
    scanf("%ld", &x);
    if (x > 2147483647L)
        printf("too big\n");
    else
        printf("%ld\n", x);
    return 0;
}

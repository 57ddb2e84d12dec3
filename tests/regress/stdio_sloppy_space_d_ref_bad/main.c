/* "% d": glibc takes the blank for the conversion, one it does not know:
 * it skips white space, then stops; n keeps its 0. */
#include <stdio.h>
int main()
{
    int n = 0;
    printf("Enter n: ");
    scanf("% d", &n);
    printf("%d squared is %d\n", n, n * n);
    return 0;
}

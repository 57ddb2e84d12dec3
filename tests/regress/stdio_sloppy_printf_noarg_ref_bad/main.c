/* The missing argument of %.4f is a violation at the call with a
 * --reference too, whatever the reference prints. */
#include <stdio.h>
int main() {
    int n, i;
    double sum = 0;
    printf("How many numbers? ");
    scanf("%d", &n);
    for (i = 1; i <= n; i++)
        sum += i;
    printf("Average: %.4f\n");
    return 0;
}

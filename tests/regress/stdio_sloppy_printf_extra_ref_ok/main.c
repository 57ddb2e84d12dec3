/* More arguments than conversions: C evaluates them (tries++ counts) and
 * printf ignores them, so this prints what the reference prints. */
#include <stdio.h>
int main()
{
    int a, b, sum, tries = 0;
    printf("Enter two numbers: ", tries++);
    scanf("%d %d", &a, &b);
    sum = a + b;
    printf("Sum = %d (try %d)\n", sum, tries, a, b);
    return 0;
}

/* The second %d has no destination: glibc writes the number through
 * whatever lies where the argument would be, once there is a number. */
#include <stdio.h>
int main()
{
    int a, b;
    printf("Enter two numbers: ");
    scanf("%d %d", &a);
    printf("%d\n", a);
    return 0;
}

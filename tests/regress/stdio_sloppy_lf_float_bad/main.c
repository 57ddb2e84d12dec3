/* %lf into a float: glibc writes a double's 8 bytes where the float has
 * 4, past the object (an out-of-bounds write, at the call). */
#include <stdio.h>
int main()
{
    float radius;
    printf("Enter the radius: ");
    scanf("%lf", &radius);
    printf("Area: %.2f\n", 3.14159 * radius * radius);
    return 0;
}

/* %f into a double: glibc stores a float's 4 bytes over the double's low
 * half, so the double keeps 0's high half and prints as 0.00 (or as a
 * tiny number): the reference reads it with %lf. */
#include <stdio.h>
int main()
{
    double celsius = 0, fahrenheit;
    printf("Enter temperature in Celsius: ");
    scanf("%f", &celsius);
    fahrenheit = celsius * 9 / 5 + 32;
    printf("%.2f Celsius = %.2f Fahrenheit", celsius, fahrenheit);
    return 0;
}

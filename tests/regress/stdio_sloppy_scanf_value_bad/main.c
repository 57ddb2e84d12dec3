#include <stdio.h>

int main()
{
    float x, y;
    printf("Enter two numbers: ");
    scanf("%f %f", x, y);
    printf("Sum: %.2f\n", x + y);
    return 0;
}

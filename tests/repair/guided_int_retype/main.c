#include <stdio.h>

/* the larger of two numbers */
int main(void)
{
    double x, y;

    printf("Two numbers: ");
    scanf("%lf %lf", &x, &y);
    if (x > y)
        printf("%.0f is larger\n", x);
    else if (y > x)
        printf("%.0f is larger\n", y);
    return 0;
}

#include <stdio.h>
int main()
{
    double a, b;
    printf("Two prices: ");
    scanf("%lf%lf", &a, &b);
    if (!(a >= b)) printf("the first is cheaper\n");
    else printf("the second is cheaper or the same\n");
    return 0;
}

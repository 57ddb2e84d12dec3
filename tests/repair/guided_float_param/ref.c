#include <stdio.h>

int main(void)
{
    double temp;

    printf("Temperature? ");
    scanf("%lf", &temp);
    printf("----\n");
    if (temp > 37.5)
        printf("fever\n");
    else
        printf("normal\n");
    return 0;
}

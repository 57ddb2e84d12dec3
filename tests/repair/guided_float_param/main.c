#include <stdio.h>

void rule(float width)
{
    if (width > 1.0f)
        printf("----\n");
}

void verdict(float t)
{
    if (t > 37.5)
        printf("fever\n");
    else
        printf("normal\n");
}

int main(void)
{
    float temp;

    printf("Temperature? ");
    scanf("%f", &temp);
    rule(2.5);
    verdict(temp);
    return 0;
}

#include <stdio.h>
int main()
{
    float low, high, t;
    printf("Range > ");
    scanf("%f %f", &low, &high);
    printf("Temperature > ");
    scanf("%f", &t);
    if (t > high)
        printf("too hot\n");
    else if (t < low)
        printf("to cold\n");
    else
        printf("just right\n");
    return 0;
}

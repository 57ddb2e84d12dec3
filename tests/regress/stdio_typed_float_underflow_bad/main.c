#include <stdio.h>
int main()
{
    float celsius;
    printf("Celsius: ");
    scanf("%f", &celsius);
    if (celsius < 0) printf("freezing\n");
    else printf("not freezing\n");
    return 0;
}

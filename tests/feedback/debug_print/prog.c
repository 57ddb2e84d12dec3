#include <stdio.h>

int main(void)
{
    int c, f;
    printf("Celsius: ");
    scanf("%d", &c);
    printf("c = %d\n", c);
    f = c * 9 / 5 + 32;
    printf("%d C is %d F\n", c, f);
    return 0;
}

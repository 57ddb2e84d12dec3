#include <stdio.h>

int main(void)
{
    int hours;
    scanf("%d", &hours);
    printf("pay %d\n", hours * 5 / 2);
    return 0;
}

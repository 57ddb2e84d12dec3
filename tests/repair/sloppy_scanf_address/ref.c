#include <stdio.h>

int main(void)
{
    int x, y;
    printf("Enter two integers: ");
    scanf("%d%d", &x, &y);
    printf("%d is larger\n", x > y ? x : y);
    return 0;
}

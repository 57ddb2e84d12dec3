#include <stdio.h>

int main(void)
{
    int a, b;
    printf("Two numbers: ");
    scanf("%d %d", &a, &b);
    printf("The larger is %d\n", a + b);
    return 0;
}

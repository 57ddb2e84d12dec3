#include <stdio.h>
int main()
{
    int a, b;
    printf("two numbers: ");
    scanf("%d %d", &a, &b);
    printf("the larger is %d", a > b ? a : b);
    return 0;
}

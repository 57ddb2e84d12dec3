#include <stdio.h>
int main()
{
    int a, b;
    printf("Type two numbers please: ");
    scanf("%d%d", &a, &b);
    if (a < b)
        printf("The larger one is %d\n", a);
    else
        printf("The larger one is %d\n", b);
    return 0;
}

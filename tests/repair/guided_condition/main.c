#include <stdio.h>
int main()
{
    int x, y, z;
    printf("three numbers: ");
    scanf("%d %d %d", &x, &y, &z);
    if (x > z)
        printf("the first beats the second\n");
    else
        printf("the second beats the first\n");
    return 0;
}

#include <stdio.h>

int main(void)
{
    int a, b, c;
    printf("three scores: ");
    scanf("%d %d %d", &a, &b, &c);
    printf("average %.2f\n", (a + b + c) / 3.0);
    return 0;
}

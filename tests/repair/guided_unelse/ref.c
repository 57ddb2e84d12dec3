#include <stdio.h>

int smaller(int a, int b) { return a < b ? a : b; }

int main(void)
{
    int a, b, c;

    printf("Enter three integers: ");
    scanf("%d%d%d", &a, &b, &c);
    printf("Smallest: %d\n", smaller(smaller(a, b), c));
    return 0;
}

#include <stdio.h>

int main(void)
{
    int n, sq;
    printf("Number: ");
    scanf("%d", &n);
    printf("got %d\n", n);
    sq = n * n;
    printf("%d squared is %d\n", n, sq);
    return 0;
}

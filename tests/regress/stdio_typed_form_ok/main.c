#include <stdio.h>
int main()
{
    int n;
    printf("n? ");
    scanf("%d", &n);
    if (n == 0)
        printf("0 times\n");
    else
        printf("%d times\n", n);
    return 0;
}

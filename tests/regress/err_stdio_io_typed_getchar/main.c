#include <stdio.h>
int main()
{
    int n, c;
    scanf("%d", &n);
    while ((c = getchar()) != EOF && c != '\n')
        ;
    printf("%d\n", n);
}

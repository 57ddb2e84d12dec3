#include <stdio.h>
int main()
{
    int c, n = 0;
    printf("Type a line: ");
    while ((c = getchar()) != EOF && c != '\n')
        n++;
    printf("%d characters\n", n);
}

#include <stdio.h>
int main()
{
    int h, m;
    scanf("%d:%d", &h, &m);
    printf("%d minutes\n", h * 60 + m + 1);
}

#include <stdio.h>

int main()
{
    int c, sum = 0;
    c = getchar();
    while (c != '\n' && c != EOF) {
        sum = (sum + c) % 255;
        c = getchar();
    }
    printf("%d\n", sum);
    return 0;
}

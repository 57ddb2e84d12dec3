#include <stdio.h>

int main()
{
    int c, sum = 0;
    c = getchar();
    while (c != EOF) {
        sum = (sum + c) % 256;
        if (c == '\n')
            break;
        c = getchar();
    }
    printf("%d\n", sum);
    return 0;
}

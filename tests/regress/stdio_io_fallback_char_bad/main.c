#include <stdio.h>
int main()
{
    char op;
    int a, b;
    scanf("%d %c %d", &a, &op, &b);
    if (op == '+') printf("%d\n", a + b);
    else printf("%d\n", a - b);
}

#include <stdio.h>

/* A tiny accumulator machine.  Commands: "A x" add, "S x" subtract,
 * "M x" multiply, "P" print.  The final value is printed at the end. */
int main(void)
{
    char op;
    int x;
    int acc = 0, steps = 0;
    while (scanf(" %c", &op) == 1) {
        if (op == 'P') {
            printf("acc = %d\n", acc);
            continue;
        }
        if (scanf("%d", &x) != 1)
            return 1;
        if (op == 'A')
            acc += x;
        else if (op == 'S')
            acc -= x;
        else if (op == 'M')
            acc *= x;
        else
            return 2;
        steps++;
    }
    printf("%d steps, final %d\n", steps, acc);
    return 0;
}

#include <stdio.h>

/* A bank account: lines "D amount" deposit, "W amount" withdraw.  A withdrawal
 * that would overdraw the account is ignored.  Amounts are non-negative. */
int main(void)
{
    char op;
    int amt;
    int bal = 0, ops = 0;
    while (scanf(" %c %d", &op, &amt) == 2) {
        if (op == 'D') {
            bal += amt;
        } else if (op == 'W') {
            if (amt <= bal)
                bal -= amt;
        } else {
            continue;
        }
        ops++;
        printf("%c %d: balance %d\n", op, amt, bal);
    }
    printf("%d operations, final balance %d\n", ops, bal);
    return 0;
}

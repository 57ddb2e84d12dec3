#include <stdio.h>

/* A keypad with the PIN 4711.  Each input number is one attempt; three wrong
 * attempts in a row lock the keypad for good. */
int main(void)
{
    int attempt;
    int fails = 0;
    int opened = 0;
    while (scanf("%d", &attempt) == 1) {
        if (attempt == 4711) {
            fails = 0;
            opened++;
            printf("OPEN\n");
            continue;
        }
        fails++;
        if (fails == 4) {
            printf("LOCKED\n");
            break;
        }
        printf("WRONG, %d left\n", 3 - fails);
    }
    printf("opened %d times\n", opened);
    return 0;
}

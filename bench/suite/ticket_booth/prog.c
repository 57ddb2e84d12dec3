#include <stdio.h>

/* Ticket booth: the first number is the number of seats; then the characters B
 * (book one seat) and C (cancel one booking).  A booking is refused when the
 * house is full.  Other characters are ignored. */
int main(void)
{
    int cap, c;
    int sold = 0, requests = 0;
    if (scanf("%d", &cap) != 1)
        return 1;
    while ((c = getchar()) != EOF) {
        if (c == 'B') {
            requests++;
            sold++;
        } else if (c == 'C') {
            if (sold > 0)
                sold--;
        } else {
            continue;
        }
        printf("%c: %d/%d sold\n", c, sold, cap);
    }
    printf("%d requests, %d seats sold\n", requests, sold);
    return 0;
}

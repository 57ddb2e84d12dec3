#include <stdio.h>

/* Find the longest run of one repeated character in the first input line.
 * Ties go to the earliest run.  Output: the character, the run length and the
 * 0-based column where the run starts. */
int main(void)
{
    int c, prev = -1;
    int run = 0, best = 0, best_char = '-', best_start = 0;
    int pos = 0, start = 0;
    while ((c = getchar()) != EOF && c != '\n') {
        if (c == prev) {
            run++;
        } else {
            run = 1;
            start = pos;
            prev = c;
        }
        if (run >= best) {
            best = run;
            best_char = c;
            best_start = start;
        }
        pos++;
    }
    if (best == 0)
        printf("empty\n");
    else
        printf("'%c' x%d at %d\n", best_char, best, best_start);
    return 0;
}

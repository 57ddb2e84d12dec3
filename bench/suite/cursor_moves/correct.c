#include <stdio.h>

/* Limit x to the range lo..hi. */
static int clamp(int x, int lo, int hi)
{
    if (x < lo)
        return lo;
    if (x > hi)
        return hi;
    return x;
}

/* A text cursor on a line of width w moves between columns 0 and w.  Input: w,
 * then commands L (left), R (right), H (home), E (end); other characters are
 * ignored.  Output: the cursor column after each command. */
int main(void)
{
    int w, c;
    int pos = 0;
    if (scanf("%d", &w) != 1)
        return 1;
    while ((c = getchar()) != EOF) {
        if (c == 'L')
            pos--;
        else if (c == 'R')
            pos++;
        else if (c == 'H')
            pos = 0;
        else if (c == 'E')
            pos = w;
        else
            continue;
        pos = clamp(pos, 0, w);
        printf("%c %d\n", c, pos);
    }
    printf("final %d\n", pos);
    return 0;
}

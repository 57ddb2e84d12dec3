#include <stdio.h>

/* Figure 1 of the Nopol paper: is_upward_preferred() of Tcas (taken there from
 * SemFix), rebuilt in C.  The Java boolean `inhibit` is an int: true = 1,
 * false = 0.  Input: one call per line, "inhibit up_sep down_sep".  Output: the
 * result of each call (0 or 1) on its own line.  tests/t1..t5 are the five
 * rows of Table 1 in order. */
static int is_upward_preferred(int inhibit, int up_sep, int down_sep)
{
    int bias;
    if (inhibit)
        bias = down_sep;
    else
        bias = up_sep;
    if (bias > down_sep)
        return 1;
    else
        return 0;
}

int main(void)
{
    int inhibit, up_sep, down_sep;
    while (scanf("%d %d %d", &inhibit, &up_sep, &down_sep) == 3)
        printf("%d\n", is_upward_preferred(inhibit, up_sep, down_sep));
    return 0;
}

#include <stdio.h>

/* Check the parentheses of one line: report the first unmatched ')', the number
 * of unclosed '(' or, for a balanced line, the maximal nesting depth. */
static void check_line(const char *s, int lineno)
{
    int depth = 0, maxd = 0;
    for (int i = 0; s[i] != '\0' && s[i] != '\n'; i++) {
        if (s[i] == '(')
            depth++;
        else if (s[i] == ')')
            depth--;
        if (depth < 0) {
            printf("line %d: unexpected ')' at column %d\n", lineno, i + 1);
            return;
        }
        if (depth > maxd)
            maxd = depth;
    }
    if (depth > 0)
        printf("line %d: %d unclosed\n", lineno, depth);
    else
        printf("line %d: ok, depth %d\n", lineno, maxd);
}

int main(void)
{
    char buf[256];
    int lineno = 0;
    while (fgets(buf, sizeof buf, stdin) != NULL) {
        lineno++;
        check_line(buf, lineno);
    }
    return 0;
}

#include <stdio.h>

/* Classify a triangle given by its three side lengths. */
static const char *classify(int a, int b, int c)
{
    int t;
    if (a > b) { t = a; a = b; b = t; }
    if (b > c) { t = b; b = c; c = t; }
    if (a > b) { t = a; a = b; b = t; }
    /* now a <= b <= c */
    if (a <= 0)
        return "invalid";
    if (a + b >= c) {
        if (a == c)
            return "equilateral";
        if (a == b || b == c)
            return "isosceles";
        return "scalene";
    }
    return "invalid";
}

/* Input: triples "a b c".  Output: one classification per triple. */
int main(void)
{
    int a, b, c;
    while (scanf("%d %d %d", &a, &b, &c) == 3)
        printf("%d %d %d: %s\n", a, b, c, classify(a, b, c));
    return 0;
}

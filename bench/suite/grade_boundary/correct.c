#include <stdio.h>

/* Map a score 0..100 to a letter grade. */
static char grade(int s)
{
    if (s >= 90)
        return 'A';
    if (s >= 80)
        return 'B';
    if (s >= 70)
        return 'C';
    if (s >= 60)
        return 'D';
    return 'F';
}

/* Input: scores separated by white space.  Output: one grade per score, then a summary. */
int main(void)
{
    int s;
    int count[5] = {0, 0, 0, 0, 0};
    while (scanf("%d", &s) == 1) {
        char g = grade(s);
        printf("%d %c\n", s, g);
        if (g == 'F')
            count[4]++;
        else
            count[g - 'A']++;
    }
    printf("A=%d B=%d C=%d D=%d F=%d\n", count[0], count[1], count[2], count[3], count[4]);
    return 0;
}

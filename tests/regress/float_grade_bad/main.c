#include <stdio.h>
#include <assert.h>

float nondet_float();

char grade(float score)
{
    if (score > 90) return 'A';
    else if (score >= 80) return 'B';
    else if (score >= 70) return 'C';
    else if (score >= 60) return 'D';
    return 'F';
}

int main()
{
    float score = nondet_float();
    if (score < 0 || score > 100) return 0;   /* not a score */
    char g = grade(score);
    if (score >= 90) assert(g == 'A');
    if (score < 60) assert(g == 'F');
    printf("%c\n", g);
    return 0;
}

#include <assert.h>

float nondet_float(void);

char letter(float score)
{
    char g;
    if (score > 90) g = 'A';
    else if (score >= 80) g = 'B';
    else g = 'C';
    return g;
}

int main(void)
{
    float score = nondet_float();
    if (score < 0 || score > 100) return 0;
    char g = letter(score);
    if (score >= 90) assert(g == 'A');
    if (score >= 80 && score < 90) assert(g == 'B');
    if (score < 80) assert(g == 'C');
    return 0;
}

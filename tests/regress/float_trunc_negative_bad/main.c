#include <assert.h>
float nondet_float(void);

int main(void) {
    float x = nondet_float();
    __CPROVER_assume(x > -1000 && x < 1000);
    int whole = (int)x;          /* meant: the largest integer <= x */
    assert(whole <= x);
    assert(x < whole + 1);
    return 0;
}

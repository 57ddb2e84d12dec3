#include <assert.h>
float nondet_float(void);

int main(void) {
    float x = nondet_float();
    __CPROVER_assume(x > -1000 && x < 1000);
    int whole = (int)x;          /* toward zero */
    if (whole > x) whole = whole - 1;
    assert(whole <= x);
    assert(x < whole + 1);
    assert((int)-2.7 == -2 && (int)2.7 == 2 && (int)-0.5 == 0);
    unsigned char c = 200.9;
    assert(c == 200);
    return 0;
}

#include <assert.h>

int main(void)
{
    double a = 0.1, b = 0.2;
    double sum = a + b;
    assert(sum != 0.3);
    assert(sum == 0x1.3333333333334p-2);    /* what it really is */
    float fa = 0.1f, fb = 0.2f;
    assert(fa + fb == 0.3f);                 /* in float it happens to round right */
    double diff = sum - 0.3;
    if (diff < 0) diff = -diff;
    assert(diff < 1e-15);
    return 0;
}

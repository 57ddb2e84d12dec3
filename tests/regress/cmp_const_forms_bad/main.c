#include <assert.h>
#include <limits.h>
int nondet_int(void);
unsigned nondet_uint(void);

int main()
{
    int x = nondet_int();
    unsigned u = nondet_uint();
    /* one short: INT_MIN is below it */
    if (u < 1)
        assert(x >= -2147483647);
    return 0;
}

#include <assert.h>
#include <limits.h>
int nondet_int(void);
unsigned nondet_uint(void);
char nondet_char(void);
unsigned long long nondet_ulonglong(void);

/* a comparison with a constant, every way round, at the ends of its type */
int main(void)
{
    int x = nondet_int();
    unsigned u = nondet_uint();
    signed char c = nondet_char();
    unsigned long long w = nondet_ulonglong();

    assert((x > 0) == (x >= 1));
    assert((0 < x) == (1 <= x));
    assert((x < 5) == (x <= 4));
    assert((5 > x) == !(x >= 5));
    assert(x >= INT_MIN);
    assert(!(x < INT_MIN));
    assert((x < -2147483647) == (x == INT_MIN));
    assert((x > INT_MAX - 1) == (x == INT_MAX));
    assert((u < 1) == (u == 0));
    assert(u >= 0);
    assert((u >= 4000000000u) == (u > 3999999999u));
    assert((c < -127) == (c == -128));
    assert(c >= -128 && c <= 127);
    assert((w < 1ULL) == (w == 0));
    assert((w >= 18446744073709551615ULL) == (w == ~0ULL));
    assert((-1 < x) == (x >= 0));
    return 0;
}

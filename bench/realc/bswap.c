/* Bit twiddling as glibc headers and compilers write it. */
#include <stdint.h>

extern unsigned int __VERIFIER_nondet_uint(void);

int main(void)
{
    uint32_t x = __VERIFIER_nondet_uint();
    uint32_t y = __builtin_bswap32(__builtin_bswap32(x));
    if (__builtin_expect(x != 0, 1))
        __CPROVER_assert(__builtin_ctz(x) < 32 && __builtin_popcount(x) >= 1, "bits");
    __CPROVER_assert(y == x, "bswap twice");
    return 0;
}

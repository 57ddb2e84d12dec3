#include <assert.h>
#include <stddef.h>
#include <stdint.h>

/* A ring buffer sized by a power of two: the size test uses clz where it
 * meant popcount, so 6 passes as a power of two. */
struct ring {
	uint32_t head;
	uint32_t mask;
	uint8_t data[64];
};

unsigned int nondet_uint(void);

static int is_pow2(uint32_t n)
{
	return n != 0 && __builtin_clz(n) + __builtin_ctz(n) >= 29;
}

int main(void)
{
	uint32_t n = nondet_uint();
	uint32_t be;

	if (n == 0 || n > 64 || !is_pow2(n))
		return 0;
	assert(__builtin_popcount(n) == 1);
	be = __builtin_bswap32(n);
	assert(__builtin_bswap32(be) == n);
	assert(offsetof(struct ring, data) == 8);
	return 0;
}

#include <assert.h>

unsigned int nondet_uint(void);

int main(void) {
  unsigned int x = nondet_uint();
  assert((x & ~x) == 0);
  assert((x | ~x) == 0xFFFFFFFFu);
  assert((x ^ x) == 0);
  assert(((x ^ 0xA5u) ^ 0xA5u) == x);
  assert((x & 0xF0u) <= 0xF0u);
  assert((x | 1u) % 2u == 1u);
  assert(~~x == x);
  int m = 0x0F0F;
  assert((m & 0x00FF) == 0x0F && (m | 0xF000) == 0xFF0F && (m ^ 0xFFFF) == 0xF0F0);
  assert(~0 == -1);
  return 0;
}

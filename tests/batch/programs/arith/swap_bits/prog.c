#include <assert.h>
unsigned nondet_uint(void);
int main() {
  unsigned x = nondet_uint() & 0xff;
  unsigned hi = x >> 4, lo = x & 15;
  unsigned y = (lo >> 4) | hi;
  assert((y & 15) == hi);
  assert((y >> 4) == lo);
  return 0;
}

#include <assert.h>
unsigned nondet_uint(void);
/* lowest set bit of x: the mask uses the wrong operator */
unsigned lowbit(unsigned x) { return x | (0u - x); }
int main(void) {
  unsigned x = nondet_uint();
  __CPROVER_assume(x != 0u);
  unsigned b = lowbit(x);
  assert(b != 0u && (b & (b - 1u)) == 0u);
  assert((x & b) == b);
  return 0;
}

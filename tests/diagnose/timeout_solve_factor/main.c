#include <assert.h>
/* Violated exactly when x and y factor a product of two 32-bit primes:
 * the solver cannot decide that within the one second --timeout gives it */
unsigned long nondet_ulong(void);
int main(void) {
  unsigned long x = nondet_ulong(), y = nondet_ulong();
  __CPROVER_assume(x > 1 && y > 1 && x < 4294967296UL && y < 4294967296UL);
  unsigned long p = x * y;
  assert(p != 18446743979220271189UL);
  return 0;
}

#include <assert.h>
unsigned long long nondet_ulonglong(void);
int main() {
  unsigned long long p = nondet_ulonglong(), q = nondet_ulonglong();
  __CPROVER_assume(p > 1 && q > 1 && p < 3000000000ULL * 2 && q < 3000000000ULL * 2);
  /* two large primes: the solver has to factor the product (bounds that
   * are not a power of two: below 2^32 the rewriter zeroes high bits and
   * the factoring took Z3 0.2 s) */
  assert(p * q != 18446743979220271189ULL);
  return 0;
}

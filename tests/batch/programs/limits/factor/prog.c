#include <assert.h>
unsigned long long nondet_ulonglong(void);
int main() {
  unsigned long long p = nondet_ulonglong(), q = nondet_ulonglong();
  __CPROVER_assume(p > 1 && q > 1 && p < 4294967296ULL && q < 4294967296ULL);
  /* two large primes: the solver has to factor the product */
  assert(p * q != 18446743979220271189ULL);
  return 0;
}

#include <assert.h>

extern void __VERIFIER_assume(int cond);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n < 10);
  assert(n * n < 100);
  unsigned int m = __VERIFIER_nondet_uint();
  __VERIFIER_assume(m > n);
  assert(m - n > 0);
  return 0;
}

#include <assert.h>
#include <limits.h>

unsigned long __VERIFIER_nondet_ulong(void);
long long __VERIFIER_nondet_longlong(void);

int main(void) {
  unsigned long a = __VERIFIER_nondet_ulong();
  long long b = __VERIFIER_nondet_longlong();
  assert(!(a == ULONG_MAX && b == LLONG_MIN));
  return 0;
}

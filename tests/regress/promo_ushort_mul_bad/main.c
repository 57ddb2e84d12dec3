#include <assert.h>

unsigned short __VERIFIER_nondet_ushort(void);

int main(void) {
  unsigned short a = __VERIFIER_nondet_ushort();
  int sq = a * a;
  assert(sq >= 0);
  return 0;
}

#include <assert.h>

unsigned short __VERIFIER_nondet_ushort(void);

int main(void) {
  unsigned short a = __VERIFIER_nondet_ushort();
  unsigned short b = a + 1;
  assert(b != 0);
  return 0;
}

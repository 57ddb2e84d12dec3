#include <assert.h>

int main(void) {
  unsigned int u = __VERIFIER_nondet_uint();
  assert(u != 4000000000u);
  return 0;
}

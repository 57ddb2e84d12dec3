#include <assert.h>

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x * 3 == 21)
    assert(x != 7);
  return 0;
}

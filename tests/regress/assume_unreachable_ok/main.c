#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x > 10);
  if (x < 5)
    assert(0);
  int y = nondet_int();
  __VERIFIER_assume(y >= 0 && y < 3);
  assert(y * y <= 4);
  return 0;
}

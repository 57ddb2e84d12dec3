#include <assert.h>

int nondet_int(void);

static int require_positive(int v) {
  __CPROVER_assume(v > 0);
  return v;
}

int main(void) {
  int x = nondet_int();
  int y = require_positive(x) - 1;
  assert(y >= 0);
  assert(x > 0);
  return 0;
}

#include <assert.h>
#include "mathx.h"

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x < 10);
#ifdef BUG
  x = x + 1;
#endif
  assert(DOUBLE(x) != 20);
  return 0;
}

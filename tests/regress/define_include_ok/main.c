#include <assert.h>
#include "cfg.h"

#ifndef LIMIT
#error "LIMIT must be defined"
#endif

int nondet_int(void);

int main(void) {
  struct cfg c = {LIMIT, SCALE};
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x <= c.limit);
  assert(x * c.scale <= 15);
  uint table[LIMIT] = {0};
  table[LIMIT - 1] = SCALE;
  assert(table[4] == 3);
  return 0;
}

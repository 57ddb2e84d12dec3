#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x < 0 && x > 0);
  assert(0);
  return 0;
}

#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x > 0);
  int y = x + 100;
  assert(y > x);
  return 0;
}

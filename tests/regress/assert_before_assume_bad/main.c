#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  assert(x != 3);
  __CPROVER_assume(x != 3);
  return 0;
}

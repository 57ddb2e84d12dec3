#include <assert.h>
#include <stdlib.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x < 10);
  if (x == 5) {
    assert(x != 5);
    abort();
  }
  if (x == 6) {
    abort();
    assert(x != 6);
  }
  return 0;
}

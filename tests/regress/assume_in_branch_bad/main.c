#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  if (x > 0) {
    __CPROVER_assume(x < 10);
    assert(x < 10);
  } else {
    assert(x > -10);
  }
  return 0;
}

#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x < 8);
  x <<= 2;
  x ^= 5;
  assert(x != 17);
  return 0;
}

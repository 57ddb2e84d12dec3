#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x <= 20);
  int m = x > 10 ? x - 10 : x + 10;
  assert(m != 15);
  return 0;
}

#include <assert.h>

int nondet_int(void);

int main(void) {
  int a = nondet_int();
  __CPROVER_assume(a >= -10 && a <= 10);
  int r = a % 3;
  assert(r >= 0);
  return 0;
}

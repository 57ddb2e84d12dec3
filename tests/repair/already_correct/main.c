#include <assert.h>
int nondet_int(void);
int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x > 0 && x < 100);
  int y = x * 2;
  assert(y > x);
  return 0;
}

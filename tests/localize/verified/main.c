#include <assert.h>
int nondet_int(void);
int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x > -100 && x < 100);
  int a = x < 0 ? -x : x;
  assert(a >= 0);
  return 0;
}

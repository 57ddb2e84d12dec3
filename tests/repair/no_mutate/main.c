#include <assert.h>
int nondet_int(void);
/* f and g must agree; either one can be mended */
int f(int x) { return x + 1; }
int g(int x) { return x - 1; }
int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x >= -50 && x <= 50);
  assert(f(x) - g(x) == 0);
  return 0;
}

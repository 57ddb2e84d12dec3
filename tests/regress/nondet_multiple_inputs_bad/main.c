#include <assert.h>

int nondet_int(void);

int main(void) {
  int a = nondet_int();
  int b = nondet_int();
  __CPROVER_assume(a >= 0 && a < 4 && b >= 0 && b < 4);
  int c = nondet_int();
  __CPROVER_assume(c == a - b);
  assert(a * 4 + b != 9);
  return 0;
}

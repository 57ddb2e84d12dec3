#include <assert.h>

int nondet_int(void);

int main(void) {
  int a = nondet_int();
  __CPROVER_assume(a > -5 && a < 5);
  int b = a++ * 2;
  int c = --a + b;
  assert(c != 9);
  return 0;
}

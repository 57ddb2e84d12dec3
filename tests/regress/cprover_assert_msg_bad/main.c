#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assert(x * 0 == 0, "zero product");
  __CPROVER_assert(x < 100, "x stays small");
  return 0;
}

#include <assert.h>

int nondet_int(void);

int main(void) {
  int a[5] = {10, 20, 30, 40, 50};
  int i = nondet_int();
  __CPROVER_assume(i >= 0 && i < 5);
  a[i] = 0;
  assert(a[3] == 40);
  return 0;
}

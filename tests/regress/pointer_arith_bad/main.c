#include <assert.h>

int nondet_int(void);

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  int *p = a;
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k < 5);
  p += k;
  assert(*p != 3);
  return 0;
}

#include <assert.h>

int nondet_int(void);

int main(void) {
  int a[4] = {0};
  int i = nondet_int();
  if (i >= 0 && i < 4)
    a[i] = 1;
  int j = nondet_int();
  __CPROVER_assume(j > -4 && j <= 0);
  a[-j] = 2;
  int *p = a + 3;
  assert(p[-3] >= 0);
  return 0;
}

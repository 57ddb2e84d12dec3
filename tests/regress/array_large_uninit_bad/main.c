#include <assert.h>

int nondet_int(void);

int main(void) {
  int a[100000];
  a[7] = 1;
  int i = nondet_int();
  __CPROVER_assume(i >= 0 && i < 100000);
  int x = a[i];
  assert(x == a[i]);  /* one cell read twice is one value */
  assert(x == 1);     /* but an uninitialised cell may hold anything */
  return 0;
}

#include <assert.h>

int nondet_int(void);

int a[100000];

int main(void) {
  int i = nondet_int(), j = nondet_int();
  __CPROVER_assume(i >= 0 && i < 100000 && j >= 0 && j < 100000);
  a[i] = 1;
  a[j] = 2;
  assert(a[i] == 1);  /* fails exactly when i == j */
  return 0;
}

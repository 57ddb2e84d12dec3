#include <assert.h>
int nondet_int(void);
/* recursive factorial with a wrong base case */
int fact(int n) {
  if (n < 1) return 0;
  return n * fact(n - 1);
}
int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 4);
  int f = fact(n);
  assert(n != 0 || f == 1);
  assert(n != 3 || f == 6);
  return 0;
}

#include <assert.h>
int nondet_int(void);
/* sum of 1..n, but the loop stops one short */
int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 5);
  int s = 0;
  for (int i = 1; i < n; i++)
    s += i;
  assert(2 * s == n * (n + 1));
  return 0;
}

/* A loop: the bound check i < n misses the last term.  Every unwound copy
 * of a slot is reported once, at the slot. */
#include <assert.h>
int nondet_int(void);
int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 1 && n <= 3);
  int s = 0;
  for (int i = 1; i < n; i++)
    s += i;
  assert(s == n * (n + 1) / 2);
  return 0;
}

#include <assert.h>

/* A backward goto is a loop: with --unwinding-assertions a run that jumps
 * back more often than the bound is a violation. */
int nondet_int(void);

int main(void) {
  int n = nondet_int(), k = 0;
  __CPROVER_assume(n >= 0 && n <= 10);
again:
  k++;
  if (k < n)
    goto again;
  assert(k >= 1);
  return 0;
}

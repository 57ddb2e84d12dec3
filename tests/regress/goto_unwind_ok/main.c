#include <assert.h>

/* A backward goto is a loop: nine jumps back are enough for n <= 10,
 * since the first round is no jump. */
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

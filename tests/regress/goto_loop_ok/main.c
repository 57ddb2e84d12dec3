#include <assert.h>

/* The shape a code generator emits for a counting loop. */
unsigned int nondet_uint(void);

int main(void) {
  unsigned int n = nondet_uint();
  unsigned int i, s;
  __CPROVER_assume(n <= 8);
  i = 0;
  s = 0;
L1:
  if (i >= n)
    goto L2;
  s = s + i;
  i = i + 1;
  goto L1;
L2:
  assert(i == n);
  assert(2 * s == n * (n - 1));
  return 0;
}

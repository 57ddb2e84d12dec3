/* Integer square root by linear search; the loop stops one step early on
 * perfect squares.
 * amend-args: --unwind 9
 */
#include <assert.h>
int nondet_int(void);

int isqrt(int n) {
  int r = 0;
  while ((r + 1) * (r + 1) < n)
    r++;
  return r;
}

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 60);
  int r = isqrt(n);
  assert(r * r <= n && n < (r + 1) * (r + 1));
  return 0;
}

/* sum_fixed.c - sum.c with the loop bound corrected (i <= n): every n in
 * 0..8 now gives n(n+1)/2, and `amend check examples/sum_fixed.c` says VERIFIED. */
#include <assert.h>

int nondet_int(void);

int main(void) {
  int n = nondet_int();
  if (n < 0 || n > 8)
    return 0;

  int total = 0;
  for (int i = 1; i <= n; i++)
    total += i;

  assert(total == n * (n + 1) / 2);
  return 0;
}

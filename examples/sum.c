/* sum.c - adds up 1..n in a loop and compares the total with n(n+1)/2.
 * The loop stops one step early, so `amend check examples/sum.c` reports
 * the assertion as violated and shows an n that exposes the bug. */
#include <assert.h>

int nondet_int(void);

int main(void) {
  int n = nondet_int();
  if (n < 0 || n > 8)
    return 0;

  int total = 0;
  for (int i = 1; i < n; i++)
    total += i;

  assert(total == n * (n + 1) / 2);
  return 0;
}

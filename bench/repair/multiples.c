/* Count the multiples of 3 in 0..n; the loop steps by 2 instead of 3.
 * amend-args: --unwind 12
 */
#include <assert.h>
int nondet_int(void);

int count3(int n) {
  int c = 0;
  for (int i = 0; i <= n; i += 2)
    c++;
  return c;
}

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 20);
  assert(count3(n) == n / 3 + 1);
  return 0;
}

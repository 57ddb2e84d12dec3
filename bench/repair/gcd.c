/* Euclid's algorithm with a division where the remainder belongs.
 * amend-args: --unwind 13 --no-mutate main
 */
#include <assert.h>
int nondet_int(void);

int gcd(int a, int b) {
  while (b != 0) {
    int t = a / b;
    a = b;
    b = t;
  }
  return a;
}

int main(void) {
  int a = nondet_int(), b = nondet_int();
  __CPROVER_assume(a >= 1 && a <= 12 && b >= 1 && b <= 12);
  int g = gcd(a, b);
  assert(g >= 1 && a % g == 0 && b % g == 0);
  for (int d = g + 1; d <= a; d++)
    assert(a % d != 0 || b % d != 0);
  return 0;
}

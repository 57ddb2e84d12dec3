/* Exponentiation by squaring; the odd-exponent step divides by the base.
 * amend-args: --unwind 8 --no-mutate main
 */
#include <assert.h>
int nondet_int(void);

int power(int b, int e) {
  int r = 1;
  while (e > 0) {
    if (e & 1)
      r = r / b;
    b = b * b;
    e = e >> 1;
  }
  return r;
}

int main(void) {
  int b = nondet_int(), e = nondet_int();
  __CPROVER_assume(b >= -3 && b <= 3 && b != 0 && e >= 0 && e <= 6);
  int want = 1;
  for (int i = 0; i < e; i++)
    want = want * b;
  assert(power(b, e) == want);
  return 0;
}

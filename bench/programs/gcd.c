/* amend-args: --unwind 12 */
/* Euclid's algorithm on small positive inputs: the result divides both. */
#include <assert.h>
unsigned nondet_uint(void);

static unsigned gcd(unsigned a, unsigned b) {
  while (b != 0) {
    unsigned r = a % b;
    a = b;
    b = r;
  }
  return a;
}

int main(void) {
  unsigned a = nondet_uint(), b = nondet_uint();
  if (a == 0 || a > 100 || b == 0 || b > 100) return 0;
  unsigned g = gcd(a, b);
  assert(g >= 1);
  assert(a % g == 0 && b % g == 0);
  return 0;
}

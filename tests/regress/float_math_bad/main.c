#include <math.h>
#include <assert.h>

/* number of whole boxes of size s needed for n litres */
int boxes(double n, double s) {
  return (int)floor(n / s);      /* should round up */
}

int main() {
  double n = __VERIFIER_nondet_double();
  __VERIFIER_assume(n >= 0 && n <= 100);
  int b = boxes(n, 2.5);
  assert(b * 2.5 >= n);
  return 0;
}

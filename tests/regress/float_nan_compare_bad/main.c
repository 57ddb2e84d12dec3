#include <assert.h>

double __VERIFIER_nondet_double(void);

/* clamp a reading into [lo, hi] */
double clamp(double x, double lo, double hi) {
  if (x < lo) return lo;
  if (x > hi) return hi;
  return x;
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = clamp(x, -1.0, 1.0);
  assert(y >= -1.0 && y <= 1.0);   /* fails for a NaN: every comparison is false */
  return 0;
}

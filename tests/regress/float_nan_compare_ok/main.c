#include <assert.h>
#include <math.h>

double __VERIFIER_nondet_double(void);

double clamp(double x, double lo, double hi) {
  if (isnan(x)) return lo;
  if (x < lo) return lo;
  if (x > hi) return hi;
  return x;
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = clamp(x, -1.0, 1.0);
  assert(y >= -1.0 && y <= 1.0);
  double n = NAN;
  assert(n != n);
  assert(!(n < 0) && !(n > 0) && !(n == 0) && n != 0);
  assert(!(n <= n) && !(n >= n));
  double inf = INFINITY;
  assert(inf > 1e308 && -inf < -1e308 && inf - inf != inf - inf);
  assert(-0.0 == 0.0);
  return 0;
}

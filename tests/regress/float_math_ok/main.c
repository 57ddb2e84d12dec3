#include <stdio.h>
#include <math.h>
#include <assert.h>

/* distance between two points, rounded to cents */
double dist(double x1, double y1, double x2, double y2) {
  double dx = x2 - x1, dy = y2 - y1;
  return sqrt(pow(dx, 2) + pow(dy, 2));
}

int main() {
  assert(dist(0, 0, 3, 4) == 5);
  assert(sqrt(2) * sqrt(2) != 2);
  assert(floor(2.5) == 2 && floor(-2.5) == -3);
  assert(ceil(2.1) == 3 && ceil(-2.9) == -2);
  assert(round(0.5) == 1 && round(-0.5) == -1 && round(2.4) == 2);
  assert(fabs(-7.25) == 7.25 && fabs(3) == 3);
  assert(pow(10, 3) == 1000 && pow(2, -3) == 0.125 && pow(-2, 5) == -32 && pow(7, 0) == 1);
  assert(sqrtf(16.0f) == 4.0f && isnan(sqrt(-1)));
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 1 && x <= 1000);
  double r = sqrt(x);
  assert(r >= 1 && r <= 31.7);
  assert(floor(x) <= x && ceil(x) >= x && ceil(x) - floor(x) <= 1);
  int cents = (int)round(x * 100);
  printf("%d\n", cents);
  return 0;
}

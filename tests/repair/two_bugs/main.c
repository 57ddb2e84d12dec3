#include <assert.h>
int nondet_int(void);
/* average of two non-negative numbers, rounded down: two faults */
int avg(int a, int b) {
  int s = a - b;
  return s * 2;
}
int main(void) {
  int a = nondet_int(), b = nondet_int();
  __CPROVER_assume(a >= 0 && a <= 100 && b >= 0 && b <= 100);
  int m = avg(a, b);
  assert(2 * m <= a + b && a + b <= 2 * m + 1);
  return 0;
}

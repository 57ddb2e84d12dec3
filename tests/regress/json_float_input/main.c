#include <assert.h>
float nondet_float(void);
double nondet_double(void);

int main(void) {
  float t = nondet_float();
  double h = nondet_double();
  __CPROVER_assume(t == 89.5f);
  __CPROVER_assume(h == 1e300 * 1e300);
  assert(t < 80 || h < 0);
  return 0;
}

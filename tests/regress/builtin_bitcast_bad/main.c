/* The sign bit of a double, read from its encoding: -0.0 has it too. */
#include <assert.h>

unsigned long __amend_double_bits(double);
double nondet_double(void);

int main(void) {
  double x = nondet_double();
  int negative = (int)(__amend_double_bits(x) >> 63);
  if (x == x)
    assert(negative == (x < 0));
  return 0;
}

/* amend's bit casts: a float's or double's IEEE-754 encoding, and the
 * number an encoding stands for. */
#include <assert.h>

unsigned long __amend_double_bits(double);
double __amend_bits_double(unsigned long);
unsigned __amend_float_bits(float);
float __amend_bits_float(unsigned);
double nondet_double(void);
unsigned nondet_uint(void);

int main(void) {
  assert(__amend_double_bits(1.5) == 0x3FF8000000000000UL);
  assert(__amend_double_bits(-2.0) == 0xC000000000000000UL);
  assert(__amend_float_bits(-0.0f) == 0x80000000u);
  assert(__amend_float_bits(12.0f) == 0x41400000u);
  assert(__amend_bits_float(0x7f800000u) == 1.0f / 0.0f);
  assert(__amend_bits_double(1) == 0x1p-1074);
  double x = nondet_double();
  if (x == x) {
    assert(__amend_bits_double(__amend_double_bits(x)) == x);
    assert((__amend_double_bits(x) >> 63) == (x < 0 || (x == 0 && 1 / x < 0)));
  }
  unsigned u = nondet_uint();
  float f = __amend_bits_float(u);
  if (f == f) assert(__amend_float_bits(f) == u);
  return 0;
}

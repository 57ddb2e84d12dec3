#include <assert.h>

int main(void) {
  int c = nondet_char();
  assert(c >= -128 && c <= 127);
  int b = nondet_bool();
  assert(b == 0 || b == 1);
  long long u = __VERIFIER_nondet_uint();
  assert(u >= 0 && u <= 4294967295LL);
  int x = __VERIFIER_nondet_int();
  long long w = x;
  assert(w >= -2147483648LL && w <= 2147483647LL);
  return 0;
}

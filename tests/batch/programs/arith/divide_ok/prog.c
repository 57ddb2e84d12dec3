#include <assert.h>
int nondet_int(void);
int main() {
  int a = nondet_int(), b = nondet_int();
  if (a < 0 || a > 100 || b < 1 || b > 10) return 0;
  int q = a / b;
  assert(q <= a);
  return 0;
}

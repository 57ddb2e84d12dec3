#include <assert.h>
int nondet_int(void);
int main() {
  int a = nondet_int(), b = nondet_int();
  int m = a;
  if (b > m) m = a;
  assert(m >= b);
  return 0;
}

#include <assert.h>
int nondet_int(void);
int my_abs(int x) { if (x > 0) return -x; return x; }
int main() {
  int x = nondet_int();
  if (x < -1000 || x > 1000) return 0;
  assert(my_abs(x) >= 0);
  return 0;
}

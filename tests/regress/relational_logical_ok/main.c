#include <assert.h>

int nondet_int(void);

int main(void) {
  int a = 3, b = 5;
  assert((a < b) == 1);
  assert((a > b) == 0);
  assert(!(a == b));
  assert((a != b) == 1);
  assert((a && 0) == 0);
  assert((0 || b) == 1);
  assert(!!b == 1);
  assert((a <= 3) + (b >= 6) == 1);
  int x = nondet_int();
  assert((x < 0) + (x == 0) + (x > 0) == 1);
  assert((x <= 0) || (x >= 0));
  assert(!(x < 0 && x > 0));
  assert((x == 4) == !(x != 4));
  return 0;
}

#include <assert.h>
#include <limits.h>

int nondet_int(void);

int main(void) {
  int a = 17, b = 5;
  assert(a + b == 22 && a - b == 12 && a * b == 85);
  assert(a / b == 3 && a % b == 2);
  int x = nondet_int();
  __CPROVER_assume(x >= -1000 && x <= 1000);
  assert(x + x == 2 * x);
  assert(x - x == 0);
  assert((x * 3) / 3 == x);
  assert(x / 1 == x && x % 1 == 0);
  int y = nondet_int();
  __CPROVER_assume(y >= 1 && y <= 9);
  assert((x / y) * y + x % y == x);
  assert(-x == 0 - x);
  assert(+x == x);
  return 0;
}

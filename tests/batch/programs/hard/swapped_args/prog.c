#include <assert.h>
int nondet_int(void);
int sub(int a, int b) { return a - b; }
int main() {
  int x = nondet_int(), y = nondet_int();
  if (x < 0 || x > 9 || y < 0 || y > 9) return 0;
  int d = sub(y, x);
  assert(d + y == x + y + y - x - x + x + x - y);
  return 0;
}

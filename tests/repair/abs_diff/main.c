#include <assert.h>
int nondet_int(void);
/* distance between two small numbers; both branches subtract wrongly */
int dist(int x, int y) {
  if (x > y)
    return x + y;
  return y + x;
}
int main(void) {
  int x = nondet_int(), y = nondet_int();
  __CPROVER_assume(x >= -20 && x <= 20 && y >= -20 && y <= 20);
  int d = dist(x, y);
  assert(d >= 0);
  assert(d == x - y || d == y - x);
  return 0;
}

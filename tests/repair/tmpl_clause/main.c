#include <assert.h>
int nondet_int(void);
/* the warning light needs a second condition: the speed must exceed 120 too */
int warn(int depth, int speed) {
  int on = depth < 40;
  return on;
}
int main(void) {
  int d = nondet_int(), s = nondet_int();
  __CPROVER_assume(d >= 0 && d <= 5000 && s >= 0 && s <= 400);
  int w = warn(d, s);
  assert(w == (d < 40 && s > 120));
  return 0;
}

#include <assert.h>
int nondet_int(void);
/* seed 004, Example 2: the branch should assign y */
int max(int x, int y) {
  int r = x;
  if (y > x)
    r = x;
  assert(r >= x && r >= y);
  return r;
}
int main(void) {
  max(nondet_int(), nondet_int());
  return 0;
}

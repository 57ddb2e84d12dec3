/* Seed 001, Fig. 2: with w <= 3 the run skips the branch and fails the
 * last assertion; the slice of y > z keeps y's first value, z and the
 * branch condition (the paper's locations 2, 3 and 4), and neither the
 * initialisation of t nor the assignments inside the branch. */
#include <assert.h>

void foo(int x, int w) {
  __CPROVER_assume(x > -100 && x < 100 && w > -100 && w <= 3);
  int t, y, z;
  t = 0;
  y = x - 3;
  z = x + 3;
  if (w > 3) {
    t = z + w;
    assert(t < x);
    y = y + 10;
  }
  assert(y > z);
}

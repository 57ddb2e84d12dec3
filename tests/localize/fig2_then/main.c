/* Seed 001, Fig. 2, the other run: with w > 3 the first assertion fails;
 * its slice is t = z + w, z and the condition, nothing of y.  (The
 * initialisation t = 0 does not reach the assertion on this run.)
 */
#include <assert.h>

void foo(int x, int w) {
  __CPROVER_assume(x > -100 && x < 100 && w > 3 && w < 100);
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

/* Seed 001, Fig. 1: the absolute value misses x == -1.  Within the
 * assumed range the only failing input is x = -1; the must set is the
 * first assignment and the condition (the paper's locations 1 and 2), not
 * the assignment in the branch the run does not take. */
#include <assert.h>

int abs_value(int x) {
  __CPROVER_assume(x > -100 && x < 100);
  int abs;
  abs = x;
  if (x < -1)
    abs = -x;
  assert(abs >= 0);
  return abs;
}

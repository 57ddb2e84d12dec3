#include <assert.h>
int nondet_int(void);
/* a reading counts when it lies in range, or whenever the meter is in test mode 3 */
int counts(int reading, int mode) {
  if (reading >= 10 && reading <= 90)
    return 1;
  return 0;
}
int main(void) {
  int r = nondet_int(), m = nondet_int();
  __CPROVER_assume(m >= 0 && m <= 7);
  assert(counts(r, m) == ((r >= 10 && r <= 90) || m == 3));
  return 0;
}

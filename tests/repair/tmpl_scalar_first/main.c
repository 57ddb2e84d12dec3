#include <assert.h>
int nondet_int(void);
/* a reading plus the calibration offset of the sensor in use: the
 * offset must be 5, and the table's 3 is right for another use */
extern int offset[2];
int calibrated(int x, int sensor) {
  int t = offset[sensor];
  return x + t;
}
int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x >= -1000 && x <= 1000);
  assert(calibrated(x, 0) == x + 5);
  return 0;
}
int offset[2] = {3, 7};

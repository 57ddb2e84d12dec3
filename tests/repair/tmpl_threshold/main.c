#include <assert.h>
int nondet_int(void);
/* a reading above 500 raises the alarm; the threshold is off by 50 */
int alarm_level(int reading) {
  if (reading > 550)
    return 2;
  if (reading > 100)
    return 1;
  return 0;
}
int main(void) {
  int r = nondet_int();
  __CPROVER_assume(r >= 0 && r <= 1000);
  int a = alarm_level(r);
  assert(r <= 500 || a == 2);
  assert(r > 500 || a != 2);
  return 0;
}

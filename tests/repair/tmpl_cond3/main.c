#include <assert.h>
int nondet_int(void);
/* the fan runs once the temperature passes target + band; the
 * comparison carries a stray margin of 50 */
int fan(int temp, int target, int band) {
  if (temp > target + band + 50)
    return 1;
  return 0;
}
int main(void) {
  int temp = nondet_int(), target = nondet_int(), band = nondet_int();
  __CPROVER_assume(temp >= -100 && temp <= 200 && target >= 0 && target <= 100 && band >= 0 && band <= 20);
  int on = fan(temp, target, band);
  assert(on == (temp > target + band));
  return 0;
}

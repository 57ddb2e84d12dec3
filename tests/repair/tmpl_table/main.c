#include <assert.h>
int nondet_int(void);
/* upper bounds of the three speed bands: 250, 500, 900 */
int limits[3] = {250, 550, 900};
int band(int speed) {
  int b = 0;
  for (int i = 0; i < 3; i++)
    if (speed > limits[i]) b = i + 1;
  return b;
}
int main(void) {
  int s = nondet_int();
  __CPROVER_assume(s >= 0 && s <= 1000);
  int b = band(s);
  assert(b == (s > 250) + (s > 500) + (s > 900));
  return 0;
}

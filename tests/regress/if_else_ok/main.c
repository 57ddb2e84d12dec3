#include <assert.h>

int nondet_int(void);

static int grade(int score) {
  if (score >= 90)
    return 4;
  else if (score >= 80)
    return 3;
  else if (score >= 70)
    return 2;
  else
    return 0;
}

int main(void) {
  int s = nondet_int();
  __CPROVER_assume(s >= 0 && s <= 100);
  int g = grade(s);
  if (s >= 85) {
    assert(g >= 3);
  } else {
    assert(g <= 3);
  }
  if (g == 2)
    assert(s >= 70 && s < 80);
  int sign;
  if (s > 50) sign = 1; else if (s < 50) sign = -1; else sign = 0;
  assert(sign != 0 || s == 50);
  return 0;
}

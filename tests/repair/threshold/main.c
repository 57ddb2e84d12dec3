#include <assert.h>
int nondet_int(void);
/* the alarm must fire from 10 upwards; the constant is off by one */
int alarm(int t) { return t > 10; }
int main(void) {
  int t = nondet_int();
  __CPROVER_assume(t >= 0 && t <= 20);
  assert(alarm(t) == (t >= 10));
  return 0;
}

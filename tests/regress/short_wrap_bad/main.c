#include <assert.h>

short nondet_short(void);

int main(void) {
  short s = nondet_short();
  short t = s + 1;
  assert(t > s);
  return 0;
}

#include <assert.h>

int nondet_int(void);

static int my_abs(int x) {
  return x < 0 ? -x : x;
}

int main(void) {
  int x = nondet_int();
  assert(my_abs(x) >= 0);
  return 0;
}

#include <assert.h>

int nondet_int(void);

static short narrow(int v) {
  return v;
}

int main(void) {
  int v = nondet_int();
  __CPROVER_assume(v >= 0 && v <= 40000);
  assert(narrow(v) >= 0);
  return 0;
}

#include <assert.h>

int nondet_int(void);

int g;

static void set(int v) {
  if (v > 3)
    g = v;
}

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x < 10);
  set(x);
  assert(g < 9);
  return 0;
}

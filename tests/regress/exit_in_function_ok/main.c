#include <assert.h>
#include <stdlib.h>

int nondet_int(void);

static int checked(int v) {
  if (v < 0 || v > 9)
    exit(1);
  return v;
}

int main(void) {
  int d = checked(nondet_int());
  assert(d >= 0 && d <= 9);
  int q = 100 / (d + 1);
  assert(q >= 10);
  return 0;
}

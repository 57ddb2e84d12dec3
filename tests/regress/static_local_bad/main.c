#include <assert.h>

int nondet_int(void);

static int counter(void) {
  static int n = 10;
  return ++n;
}

int main(void) {
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k <= 3);
  int last = 0;
  for (int i = 0; i < k; i++)
    last = counter();
  assert(last != 13);
  return 0;
}

#include <assert.h>

int nondet_int(void);

static int down(int n) {
  if (n <= 0)
    return 0;
  return 1 + down(n - 1);
}

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 100);
  assert(down(n) == n);
  return 0;
}

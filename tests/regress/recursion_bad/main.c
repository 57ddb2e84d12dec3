#include <assert.h>

int nondet_int(void);

static int sum_to(int n) {
  if (n == 0)
    return 0;
  return n + sum_to(n - 1);
}

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 6);
  assert(sum_to(n) != 15);
  return 0;
}

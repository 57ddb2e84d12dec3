#include <assert.h>

int nondet_int(void);

static int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}

static int is_odd(int n);

static int is_even(int n) {
  if (n == 0)
    return 1;
  return is_odd(n - 1);
}

static int is_odd(int n) {
  if (n == 0)
    return 0;
  return is_even(n - 1);
}

int main(void) {
  assert(fact(5) == 120);
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 5);
  int r = fact(n);
  assert(r >= 1 && r <= 120);
  assert(n == 0 || r % n == 0);
  assert(is_even(4) && is_odd(3));
  assert(is_even(n) != is_odd(n));
  return 0;
}

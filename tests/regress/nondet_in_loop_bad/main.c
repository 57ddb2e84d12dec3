#include <assert.h>

int nondet_int(void);

int main(void) {
  int sum = 0;
  for (int i = 0; i < 3; i++) {
    int x = nondet_int();
    __CPROVER_assume(x >= 0 && x <= 1);
    sum += x << i;
  }
  assert(sum != 5);
  return 0;
}

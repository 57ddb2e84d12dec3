#include <assert.h>

int nondet_int(void);

int result;

void run(void) {
  int x = nondet_int();
  __CPROVER_assume(x > 0 && x < 100);
  result = x * 2;
  assert(result % 2 == 0);
}

int main(void) {
  assert(0);
  return 0;
}

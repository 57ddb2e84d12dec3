#include <assert.h>

int nondet_int(void);

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 20);
  for (int i = 0; i < n; i++) {
    assert(i < 7);
  }
  return 0;
}

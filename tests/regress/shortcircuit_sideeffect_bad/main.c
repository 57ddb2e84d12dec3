#include <assert.h>

int nondet_int(void);

int main(void) {
  int n = nondet_int();
  int k = n;
  if (k++ || k++) {
  }
  assert(k - n == 1);
  return 0;
}

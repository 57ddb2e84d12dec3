#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x > 0 && x < 1000);
  unsigned char c = (unsigned char)x;
  assert(c == x);
  return 0;
}

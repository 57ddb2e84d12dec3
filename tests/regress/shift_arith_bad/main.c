#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  int half = x >> 1;
  assert(half >= 0);
  return 0;
}

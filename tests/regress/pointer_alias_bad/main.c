#include <assert.h>

_Bool nondet_bool(void);

static void store(int *a, int *b) {
  *a = 1;
  *b = 2;
  assert(*a == 1);
}

int main(void) {
  int x = 0, y = 0;
  _Bool c = nondet_bool();
  int *q = c ? &x : &y;
  store(&x, q);
  return 0;
}

#include <assert.h>

int nondet_int(void);

static void swap(int *a, int *b) {
  *a = *b;
  *b = *a;
}

int main(void) {
  int x = nondet_int(), y = nondet_int();
  int ox = x, oy = y;
  swap(&x, &y);
  assert(x == oy && y == ox);
  return 0;
}

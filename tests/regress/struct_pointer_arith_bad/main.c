#include <assert.h>

int nondet_int(void);

struct pt {
  int x, y;
};

int main(void) {
  struct pt pts[3] = {{1, 2}, {3, 4}, {5, 6}};
  struct pt *q = &pts[2];
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k <= 2);
  q -= k;
  assert(q->x + q->y != 7);
  return 0;
}

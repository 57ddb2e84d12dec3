#include <assert.h>

int nondet_int(void);

struct pt {
  int x, y;
};

int main(void) {
  struct pt pts[4] = {{0, 0}, {1, 1}, {2, 4}, {3, 9}};
  struct pt *q = pts;
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k < 4);
  q += k;
  assert(q->y == q->x * q->x);
  assert(q - pts == k);
  struct pt *r = &pts[3];
  assert(r > q || k == 3);
  assert((r - q) + k == 3);
  return 0;
}

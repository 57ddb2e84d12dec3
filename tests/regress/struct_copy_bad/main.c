#include <assert.h>

int nondet_int(void);

struct point {
  int x, y;
};

int main(void) {
  struct point a = {1, 2};
  struct point b = a;
  b.y = nondet_int();
  a.y += b.y;
  assert(a.y != 7);
  return 0;
}

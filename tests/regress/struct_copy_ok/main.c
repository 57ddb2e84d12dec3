#include <assert.h>

struct point {
  int x, y;
};

struct rect {
  struct point lo, hi;
  char tag;
};

struct buf {
  int len;
  int data[4];
};

int main(void) {
  struct point a = {1, 2};
  struct point b = a;
  b.x = 10;
  assert(a.x == 1 && b.x == 10 && b.y == 2);
  struct rect r = {{0, 0}, {3, 4}, 'r'};
  struct rect r2 = r;
  r2.hi.y = 40;
  assert(r.hi.y == 4 && r2.hi.y == 40 && r2.lo.x == 0 && r2.tag == 'r');
  struct point partial = {7};
  assert(partial.x == 7 && partial.y == 0);
  struct buf u = {2, {5, 6}};
  struct buf w = u;
  w.data[0] = 50;
  w.data[3] = 9;
  assert(u.data[0] == 5 && u.data[3] == 0 && w.data[0] == 50 && w.len == 2);
  u = w;
  assert(u.data[3] == 9);
  r.lo = a;
  assert(r.lo.y == 2);
  return 0;
}

#include <assert.h>

int nondet_int(void);

struct vec {
  int x, y;
};

static struct vec add(struct vec a, struct vec b) {
  struct vec r;
  r.x = a.x + b.x;
  r.y = a.y + b.y;
  return r;
}

static int clobber(struct vec v) {
  v.x = 99;
  return v.x + v.y;
}

static struct vec make(int x, int y) {
  struct vec v = {x, y};
  return v;
}

int main(void) {
  struct vec a = make(1, 2);
  struct vec b = make(3, 4);
  struct vec c = add(a, b);
  assert(c.x == 4 && c.y == 6);
  assert(clobber(a) == 101);
  assert(a.x == 1);
  int n = nondet_int();
  struct vec d = add(make(n, -n), c);
  assert(d.x + d.y == 10);
  assert(add(a, a).y == 4);
  return 0;
}

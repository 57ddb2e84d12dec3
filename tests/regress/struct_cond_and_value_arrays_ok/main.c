#include <assert.h>

int nondet_int(void);

struct p {
  int x, y;
};

struct box {
  int data[3];
};

static int poke(struct box b) {
  b.data[0] = 99;
  return b.data[0] + b.data[2];
}

static void poke_ptr(struct box *b) {
  b->data[0] = 42;
}

int main(void) {
  struct p s1 = {1, 2}, s2 = {3, 4};
  int c = nondet_int();
  struct p r = c ? s1 : s2;
  assert(r.x == 1 || r.x == 3);
  assert(c == 0 || r.y == 2);
  assert(c != 0 || r.y == 4);
  struct box bx = {{1, 2, 3}};
  assert(poke(bx) == 102);
  assert(bx.data[0] == 1);
  poke_ptr(&bx);
  assert(bx.data[0] == 42);
  struct box arr[2] = {{{0}}, {{5, 6, 7}}};
  struct box *dst = &arr[0];
  struct box *src = &arr[1];
  *dst = *src;
  src->data[1] = 0;
  assert(arr[0].data[1] == 6 && arr[1].data[1] == 0);
  return 0;
}

#include <assert.h>

int nondet_int(void);

struct box {
  int data[3];
};

static void reset(struct box b) {
  b.data[1] = 0;
}

int main(void) {
  struct box bx;
  bx.data[0] = 1;
  bx.data[1] = nondet_int();
  bx.data[2] = 3;
  reset(bx);
  assert(bx.data[1] == 0);
  return 0;
}

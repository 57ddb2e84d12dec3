#include <assert.h>

int nondet_int(void);

struct range {
  int lo, hi;
};

static struct range widen(struct range r, int by) {
  r.lo -= by;
  r.hi += by;
  return r;
}

int main(void) {
  struct range r = {10, 20};
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k <= 10);
  struct range w = widen(r, k);
  assert(w.hi - w.lo != 24);
  return 0;
}

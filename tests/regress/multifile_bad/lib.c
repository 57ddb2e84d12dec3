#include <assert.h>

static int helper(int v) {
  return v * 3;
}

int scale(int v) {
  int r = helper(v);
  assert(r != 21);
  return r;
}

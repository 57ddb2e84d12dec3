#include <assert.h>

int g = 1;

static int shadow(int g) {
  g = g * 2;
  return g;
}

static int read_global(void) { return g; }

int main(void) {
  assert(shadow(5) == 10);
  assert(g == 1);
  int g = 7;
  assert(g == 7 && read_global() == 1);
  return 0;
}

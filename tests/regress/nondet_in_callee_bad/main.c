#include <assert.h>

int nondet_int(void);

static int get(void) {
  return nondet_int();
}

int main(void) {
  int a = get();
  assert(a != 4);
  return 0;
}

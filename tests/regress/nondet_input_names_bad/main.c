#include <assert.h>

int nondet_int(void);

int main(void) {
  int y;
  y = nondet_int();
  if (nondet_int() == 5 && y == 3)
    assert(y != 3);
  return 0;
}

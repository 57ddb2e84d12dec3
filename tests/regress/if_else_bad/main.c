#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  int y;
  if (x > 10)
    y = 1;
  else if (x > 5)
    y = 2;
  else
    y = 3;
  if (x == 7)
    assert(y == 1);
  return 0;
}

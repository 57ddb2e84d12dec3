#include <assert.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  int r;
  switch (x) {
  case 1:
    r = 10;
    break;
  case 2:
    r = 20;
  case 3:
    r = 30;
    break;
  default:
    r = 0;
  }
  assert(x != 2 || r == 20);
  return 0;
}

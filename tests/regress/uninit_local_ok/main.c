#include <assert.h>

int main(void) {
  int x;
  int y = x - x;
  assert(y == 0);
  int z;
  z = 5;
  assert(z == 5);
  int a[3];
  a[1] = 2;
  assert(a[1] == 2);
  unsigned char c;
  assert(c <= 255);
  return 0;
}

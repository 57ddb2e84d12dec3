#include <assert.h>
int max(int x, int y) {
  int r = x;
  if (y > x)
    r = y;
  assert(r >= x && r >= y);
  return r;
}

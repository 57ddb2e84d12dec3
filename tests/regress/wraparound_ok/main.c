#include <assert.h>
#include <limits.h>

int main(void) {
  int x = INT_MAX;
  x = x + 1;
  assert(x == INT_MIN);
  unsigned u = 0;
  u = u - 1;
  assert(u == UINT_MAX);
  int y = INT_MIN;
  assert(-y == INT_MIN);
  assert(y - 1 == INT_MAX);
  int z = 65536;
  assert(z * z == 0);
  int w = 46341;
  assert(w * w < 0);
  unsigned char uc = 16;
  uc *= 16;
  assert(uc == 0);
  return 0;
}

#include <assert.h>

int main(void) {
  int x = 10;
  x += 5;
  x -= 3;
  x *= 2;
  x /= 5;
  x %= 3;
  assert(x == 1);
  x <<= 4;
  assert(x == 16);
  x >>= 2;
  x |= 3;
  x &= 5;
  x ^= 1;
  assert(x == 4);
  unsigned char c = 250;
  c += 10;
  assert(c == 4);
  signed char sc = -128;
  sc -= 1;
  assert(sc == 127);
  int neg = -17;
  neg %= 5;
  assert(neg == -2);
  neg /= 2;
  assert(neg == -1);
  unsigned u = 5;
  u -= 10;
  assert(u == 4294967291u);
  short sh = 1;
  sh <<= 15;
  assert(sh == -32768);
  int m = -32;
  m >>= 3;
  assert(m == -4);
  unsigned char d = 200;
  d *= 2;
  d /= 3;
  assert(d == 48);
  int arr[3] = {1, 2, 3};
  int i = 0;
  arr[i++] += 10;
  assert(arr[0] == 11 && i == 1);
  return 0;
}

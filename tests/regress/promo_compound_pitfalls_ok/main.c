#include <assert.h>

int main(void) {
  unsigned short a = 65535;
  assert(a * a < 0);
  assert((unsigned)a * a == 4294836225u);
  unsigned char c = 0;
  assert(~c == -1);
  assert((unsigned char)~c == 255);
  int i = -1;
  i /= 2u;
  assert(i == 2147483647);
  unsigned char d = 10;
  d -= 20;
  assert(d == 246);
  char e = -7;
  e %= 3;
  assert(e == -1);
  _Bool b = 0;
  b--;
  assert(b == 1);
  b--;
  assert(b == 0);
  char f = 127;
  f++;
  assert(f == -128);
  short s = -1;
  s >>= 1;
  assert(s == -1);
  int n = -3;
  assert(n << 2 == -12);
  long long big = 3000000000LL * 4;
  assert(big == 12000000000LL);
  int small = 3000000 * 1000;
  assert(small == -1294967296);
  return 0;
}

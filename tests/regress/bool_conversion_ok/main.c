#include <assert.h>

int nondet_int(void);

int main(void) {
  _Bool b = 256;
  assert(b == 1);
  unsigned char uc = 256;
  assert(uc == 0);
  _Bool c = -1;
  assert(c);
  int two = 2;
  _Bool d = two & 1;
  assert(d == 0);
  _Bool e = (_Bool)0x100000000LL;
  assert(e == 1);
  _Bool f = 1;
  f++;
  assert(f == 1);
  assert(b + c == 2);
  int x = nondet_int();
  _Bool g = x;
  assert(g == (x != 0));
  assert(!!x == g);
  return 0;
}

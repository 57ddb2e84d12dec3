#include <assert.h>
unsigned char nondet_uchar(void);
short nondet_short(void);
int main(void) {
  unsigned char c = nondet_uchar();
  short s = nondet_short();
  int w = (int)c << 4;
  assert(w >= 0 && w <= 255 * 16);
  _Bool neg = s < 0;
  long long q = (long long)s / 7 + (unsigned)c;
  if (!neg) assert(q >= 0);
  return (int)(q & 0xff) ^ -(s >> 15);
}

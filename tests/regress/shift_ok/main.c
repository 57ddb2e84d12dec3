#include <assert.h>
#include <limits.h>

int main(void) {
  int m = -16;
  assert(m >> 2 == -4);
  int minus1 = -1;
  assert(minus1 >> 31 == -1);
  assert(minus1 >> 5 == -1);
  int neg7 = -7;
  assert(neg7 >> 1 == -4);
  unsigned int u = 0x80000000u;
  assert(u >> 31 == 1);
  int one = 1;
  assert(one << 31 == INT_MIN);
  unsigned char c = 0x81;
  assert((c << 1) == 0x102);
  assert((unsigned char)(c << 1) == 2);
  long l = 1;
  assert(l << 40 == 1099511627776L);
  signed char sc = -128;
  assert(sc >> 7 == -1);
  unsigned int big = 0xF0000000u;
  assert(big >> 28 == 15);
  assert((big << 4) == 0);
  return 0;
}

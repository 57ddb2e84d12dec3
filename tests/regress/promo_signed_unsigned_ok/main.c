#include <assert.h>

int main(void) {
  assert((unsigned)-1 > 0);
  assert((unsigned)-1 == 4294967295u);
  int m = -1;
  unsigned int z = 0;
  assert(!(m < z));
  assert(m > z);
  assert(-1L < 1u);
  assert(-1LL < 0u);
  unsigned long ul = 1;
  assert(m > ul);
  short s = -1;
  unsigned short us = 1;
  assert(s < us);
  unsigned char uc = 1;
  assert(-1 < uc);
  long l = -5;
  unsigned int u = 3;
  assert(l + u == -2);
  assert(m + z == 4294967295u);
  assert(m * z == 0);
  unsigned int big = 3000000000u;
  long long widened = big;
  assert(widened > 0);
  int narrowed = (int)big;
  assert(narrowed < 0);
  return 0;
}

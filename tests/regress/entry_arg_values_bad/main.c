#include <assert.h>

int f(unsigned char c, signed char s, unsigned int u) {
  if (c == 255 && s == -128 && u == 4000000000u)
    assert(0);
  return 0;
}

#include <assert.h>

static unsigned char low_byte(int x) {
  return x;
}

static int widen(signed char c) {
  return c;
}

static unsigned int as_unsigned(unsigned int u) {
  return u;
}

static _Bool truthy(long v) {
  return v;
}

static long long mul64(int a, int b) {
  return (long long)a * b;
}

int main(void) {
  assert(low_byte(0x1FF) == 255);
  assert(low_byte(-1) == 255);
  assert(widen(200) == -56);
  assert(as_unsigned(-1) == 4294967295u);
  assert(truthy(1L << 40) == 1);
  assert(mul64(100000, 100000) == 10000000000LL);
  int r = low_byte(256) + widen(-129);
  assert(r == 127);
  return 0;
}

#include <assert.h>

int calls;

static int tick(void) {
  calls++;
  return calls;
}

int main(void) {
  int a, b, c;
  a = b = c = 5;
  assert(a == 5 && b == 5 && c == 5);
  a += b += 1;
  assert(b == 6 && a == 11);
  int x;
  if ((x = tick()) > 0)
    assert(x == 1);
  if (tick() > 5 && tick() > 0) {
  }
  assert(calls == 2);
  if (tick() < 5 || tick() < 0) {
  }
  assert(calls == 3);
  int t = tick() ? 10 : tick();
  assert(t == 10 && calls == 4);
  assert(-7 / 4 == -1 && (-7 >> 2) == -2);
  assert(1ULL << 63 == 9223372036854775808ULL);
  int *p = 0;
  assert(!p);
  p = &a;
  assert(p && *p == 11);
  return 0;
}

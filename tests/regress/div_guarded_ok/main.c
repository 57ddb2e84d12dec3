#include <assert.h>
#include <limits.h>

int nondet_int(void);

int sink;

int main(void) {
  int x = nondet_int();
  int d = nondet_int();
  int q = 0, r = 0;
  if (d != 0 && !(x == INT_MIN && d == -1)) {
    q = x / d;
    r = x % d;
  }
  int s = d ? 100 % d : 0;
  assert(s >= 0 && s <= 100);
  int t = d == 0 || d == -1 || x / d > 0;
  long big = x;
  long safe = big / -1;
  assert(safe == -big);
  unsigned char uc = 0;
  if (uc != 0)
    q = 5 / uc;
  sink = q + r + t;
  return 0;
}

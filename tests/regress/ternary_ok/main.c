#include <assert.h>
#include <limits.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  int a = x < 0 ? -x : x;
  assert(a >= 0 || x == INT_MIN);
  int s = x > 0 ? 1 : x < 0 ? -1 : 0;
  assert(s == 0 ? x == 0 : (s > 0) == (x > 0));
  int i = 0;
  int y = x > 0 ? i++ : i--;
  assert(y == 0 && (i == 1 || i == -1));
  unsigned int u = 1;
  long r = x > 0 ? -1 : u;
  assert(x > 0 || r == 1);
  assert(x <= 0 || r == 4294967295L);
  return 0;
}

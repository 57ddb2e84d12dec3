#include <assert.h>

int main(void) {
  int a = -7, b = 2, c = 7, d = -2;
  assert(a / b == -3);
  assert(a % b == -1);
  assert(c / d == -3);
  assert(c % d == 1);
  assert(a / d == 3);
  assert(a % d == -1);
  int q = a / b, r = a % b;
  assert(q * b + r == a);
  long big = -9000000000L;
  assert(big / 1000000000L == -9);
  assert(big % 7L == -9000000000L + 7L * 1285714285L);
  unsigned int u = 7;
  int n = -2;
  assert(u / n == 0);
  return 0;
}

#include <assert.h>

unsigned int nondet_uint(void);
int nondet_int(void);

int main(void) {
  int n = 0;
  int c = 0;
  do {
    c++;
  } while (n > 0);
  assert(c == 1);
  unsigned int x = nondet_uint();
  __CPROVER_assume(x < 100000);
  int digits = 0;
  unsigned int y = x;
  do {
    digits++;
    y /= 10;
  } while (y != 0);
  assert(digits >= 1 && digits <= 5);
  assert(x >= 10 || digits == 1);
  int m = nondet_int();
  __CPROVER_assume(m >= 0 && m < 4);
  int k = 0;
  do {
    k++;
    if (k > 2)
      continue;
  } while (k < m);
  assert(k == (m == 0 ? 1 : m));
  return 0;
}

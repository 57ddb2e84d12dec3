#include <assert.h>

unsigned int nondet_uint(void);

int main(void) {
  unsigned int n = nondet_uint();
  __CPROVER_assume(n <= 8);
  unsigned int s = 0, i = 1;
  while (i <= n) {
    s += i;
    i++;
  }
  assert(2 * s == n * (n + 1));
  assert(i == n + 1);
  return 0;
}

#include <assert.h>

unsigned int nondet_uint(void);

int main(void) {
  unsigned int n = nondet_uint();
  __CPROVER_assume(n <= 6);
  unsigned int s = 0;
  unsigned int i = 0;
  while (i < n) {
    s += i;
    i++;
  }
  assert(s != 10);
  return 0;
}

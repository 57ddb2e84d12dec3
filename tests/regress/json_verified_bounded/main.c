#include <assert.h>

unsigned int nondet_uint(void);

int main(void) {
  unsigned int n = nondet_uint();
  __CPROVER_assume(n <= 100);
  unsigned int i = 0;
  while (i < n)
    i++;
  assert(i == n);
  return 0;
}

#include <assert.h>
#include <stdlib.h>

int nondet_int(void);

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n > 0 && n <= 6);
  int *count = calloc(n, sizeof *count);
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k < n);
  assert(count[k] == 0);
  count[k] += 5;
  int total = 0;
  for (int i = 0; i < n; i++)
    total += count[i];
  assert(total == 5);
  free(count);
  return 0;
}

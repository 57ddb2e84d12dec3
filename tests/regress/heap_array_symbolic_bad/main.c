#include <stdlib.h>

int nondet_int(void);

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n > 0 && n <= 8);
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i <= n; i++)
    a[i] = i;
  int last = a[n - 1];
  free(a);
  return last;
}

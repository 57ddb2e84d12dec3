#include <alloca.h>
#include <assert.h>

int nondet_int(void);

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n > 0 && n <= 4);
  int *a = alloca(n * sizeof(int));
  for (int i = 0; i < n; i++)
    a[i] = i + 1;
  assert(a[n - 1] == n);
  return 0;
}

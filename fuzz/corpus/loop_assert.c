#include <assert.h>
int nondet_int(void);
int main(void) {
  int n = nondet_int();
  if (n < 0 || n > 5) return 0;
  int t = 0;
  for (int i = 0; i < n; i++) t += 2;
  assert(t == 2 * n);
  return 0;
}

#include <assert.h>
int nondet_int(void);
int main(void) {
  int n = nondet_int(), steps = 0;
  if (n < 0 || n > 5) return 0;
  while (n >= 0) { n--; steps++; }
  assert(n == 0);
  return 0;
}

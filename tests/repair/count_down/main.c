#include <assert.h>
int nondet_int(void);
/* counts how many steps it takes to reach zero; the step goes up */
int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 4);
  int k = n, steps = 0;
  while (k > 0) {
    k++;
    steps++;
  }
  assert(steps == n);
  return 0;
}

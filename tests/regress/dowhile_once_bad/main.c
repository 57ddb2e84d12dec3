#include <assert.h>

int nondet_int(void);

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 5);
  int orig = n;
  int c = 0;
  do {
    c++;
    n--;
  } while (n > 0);
  assert(c == orig);
  return 0;
}

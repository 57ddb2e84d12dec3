#include <limits.h>

long nondet_long(void);

long sink;

int main(void) {
  long a = nondet_long();
  long b = nondet_long();
  __CPROVER_assume(b < 0 && b > -2);
  sink = a / b;
  return 0;
}

#include <assert.h>

int nondet_int(void);

int sink;

int main(void) {
  int total = nondet_int();
  int n = nondet_int();
  __CPROVER_assume(total >= 0 && total <= 100);
  __CPROVER_assume(n >= 0 && n <= 3);
  int avg = 0;
  for (int i = 0; i < 2; i++)
    avg += total / (n - i);
  sink = avg;
  return 0;
}

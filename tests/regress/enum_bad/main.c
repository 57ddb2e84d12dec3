#include <assert.h>

enum level { LOW = -1, MID, HIGH = 10 };

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x >= LOW && x <= HIGH);
  assert(x != MID);
  return 0;
}

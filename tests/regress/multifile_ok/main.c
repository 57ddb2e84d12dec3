#include <assert.h>

int add(int a, int b);
void reset(void);
extern int counter;
int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x > -100 && x < 100);
  int r = add(x, 5);
  assert(r == x + 5);
  assert(counter == 1);
  add(r, r);
  assert(counter == 2);
  reset();
  assert(counter == 0);
  return 0;
}

#include <assert.h>
#include <stdlib.h>

int nondet_int(void);

int main(void) {
  int x = nondet_int();
  if (x < 0)
    abort();
  assert(x >= 0);
  if (x > 1000)
    exit(0);
  assert(x <= 1000);
  return 0;
}

#include <assert.h>

unsigned char nondet_uchar(void);

int main(void) {
  unsigned char u = nondet_uchar();
  _Bool b = u;
  __CPROVER_assume(u < 3);
  assert(b == u);
  return 0;
}

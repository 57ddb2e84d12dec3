#include <assert.h>

int main(void) {
  _Bool a = nondet_bool();
  _Bool b = nondet_bool();
  assert(!(a && !b));
  return 0;
}

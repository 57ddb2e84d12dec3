#include <assert.h>

int nondet_int(void);

int main(void) {
  int i = nondet_int();
  unsigned int limit = 5;
  if (i < 5) {
    assert(i < limit);
  }
  return 0;
}

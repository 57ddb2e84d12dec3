#include <assert.h>

char nondet_char(void);

int main(void) {
  char c = nondet_char();
  if (c < 0)
    assert(c > -128);
  return 0;
}

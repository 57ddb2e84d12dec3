#include <assert.h>

unsigned char nondet_uchar(void);

int main(void) {
  unsigned char a = nondet_uchar();
  unsigned char b = a + 1;
  assert(b > a);
  return 0;
}

#include <assert.h>

unsigned char nondet_uchar(void);

int main(void) {
  unsigned char a = 200, b = 100;
  int sum = a + b;
  assert(sum == 300);
  unsigned char t = a + b;
  assert(t == 44);
  assert((unsigned char)(a * 2) == 144);
  assert(a * 2 == 400);
  unsigned char x = nondet_uchar();
  assert(x + 1 > x);
  assert(x + 1 != 0);
  assert(~x != 0);
  assert((x ^ 0xFF) == (unsigned char)~x);
  return 0;
}

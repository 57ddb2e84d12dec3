#include <assert.h>

int main(void) {
  int x = 0x12345678;
  assert((unsigned char)x == 0x78);
  assert((short)x == 0x5678);
  assert((signed char)0x80 == -128);
  assert((unsigned short)-1 == 65535);
  assert((char)300 == 44);
  long long big = 0x1122334455667788LL;
  assert((int)big == 0x55667788);
  assert((unsigned)(big >> 32) == 0x11223344u);
  int neg = -2;
  assert((unsigned char)neg == 254);
  assert((unsigned long)neg == 18446744073709551614UL);
  assert((long)(unsigned)neg == 4294967294L);
  short sh = (short)40000;
  assert(sh == -25536);
  unsigned char uc = (unsigned char)(sh >> 8);
  assert(uc == 0x9C);
  return 0;
}

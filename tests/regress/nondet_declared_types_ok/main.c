#include <assert.h>

char nondet_char(void);
unsigned char nondet_uchar(void);
_Bool nondet_bool(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
long __VERIFIER_nondet_long(void);
unsigned int nondet_uint(void);

int main(void) {
  int c = nondet_char();
  assert(c >= -128 && c <= 127);
  int uc = nondet_uchar();
  assert(uc >= 0 && uc <= 255);
  int b = nondet_bool();
  assert(b == 0 || b == 1);
  int s = __VERIFIER_nondet_short();
  assert(s >= -32768 && s <= 32767);
  int us = __VERIFIER_nondet_ushort();
  assert(us >= 0 && us <= 65535);
  long l = __VERIFIER_nondet_long();
  assert(l >= -9223372036854775807L - 1);
  long long u = nondet_uint();
  assert(u >= 0 && u <= 4294967295LL);
  return 0;
}

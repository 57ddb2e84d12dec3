#include <assert.h>

long long nondet_longlong(void);
unsigned long nondet_ulong(void);

int main(void) {
  long long a = 1LL << 40;
  assert(a * 4 == 1LL << 42);
  unsigned long long m = ~0ULL;
  assert(m / 3 == 6148914691236517205ULL);
  long x = 9223372036854775807L;
  x++;
  assert(x < 0);
  long long y = nondet_longlong();
  __CPROVER_assume(y > 0);
  assert(y - 1 >= 0);
  unsigned long z = nondet_ulong();
  assert(z <= 18446744073709551615UL);
  int small = (int)(y & 0xFF);
  assert(small >= 0 && small < 256);
  return 0;
}

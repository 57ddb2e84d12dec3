#include <assert.h>
/* A shift-and-add multiplier equals the built-in product: proving two
 * different 64-bit multipliers equivalent bit by bit is the classic hard
 * case for a solver, far beyond the one second --timeout gives it */
unsigned long nondet_ulong(void);
int main(void) {
  unsigned long x = nondet_ulong(), y = nondet_ulong();
  unsigned long r = 0, a = x, b = y;
  for (int i = 0; i < 64; i++) {
    if (b & 1) r += a;
    a <<= 1;
    b >>= 1;
  }
  assert(r == x * y);
  return 0;
}

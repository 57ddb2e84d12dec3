/* Parity (checksum bit) of a byte by xor-folding; the middle fold shifts
 * the wrong way.
 * amend-args: --unwind 9 --no-mutate main
 */
#include <assert.h>
unsigned char nondet_uchar(void);

unsigned parity(unsigned x) {
  x ^= x >> 4;
  x ^= x << 2;
  x ^= x >> 1;
  return x & 1u;
}

int main(void) {
  unsigned char b = nondet_uchar();
  unsigned ones = 0;
  for (int i = 0; i < 8; i++)
    ones += (b >> i) & 1u;
  assert(parity(b) == ones % 2u);
  return 0;
}

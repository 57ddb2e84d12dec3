/* Kernighan's bit count; clearing the lowest set bit uses x + 1.
 * amend-args: --unwind 9 --no-mutate main
 */
#include <assert.h>
unsigned char nondet_uchar(void);

int popcount(unsigned x) {
  int c = 0;
  while (x != 0) {
    x &= x + 1u;
    c++;
  }
  return c;
}

int main(void) {
  unsigned char b = nondet_uchar();
  int ones = 0;
  for (int i = 0; i < 8; i++)
    ones += (b >> i) & 1;
  assert(popcount(b) == ones);
  return 0;
}

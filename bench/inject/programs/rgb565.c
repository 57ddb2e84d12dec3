// amend-args: --unwind 2
/* rgb565.c - 16-bit colours: pack 8-bit channels into RGB565, unpack them,
 * and brighten a channel with saturation.
 *
 * Red takes bits 15..11, green 10..5 and blue 4..0; packing keeps the top
 * bits of each channel and unpacking widens them back by repeating the top
 * bits in the low ones, so full intensity maps to 255 again.
 */
#include <assert.h>

int __VERIFIER_nondet_int(void);
void __CPROVER_assume(int cond);

int pack565(int r, int g, int b) { return (r >> 3 << 11) + (g >> 2 << 5) + (b >> 3); }

int red5(int c) { return c >> 11 & 31; }

int green6(int c) { return c >> 5 & 63; }

int blue5(int c) { return c & 31; }

/* 5 bits to 8: abcde -> abcdeabc */
int widen5(int v) { return v << 3 | v >> 2; }

/* 6 bits to 8: abcdef -> abcdefab */
int widen6(int v) { return v << 2 | v >> 4; }

int saturate(int v) {
  if (v > 255) return 255;
  if (v < 0) return 0;
  return v;
}

int brighten(int v, int step) { return saturate(v + step); }

int darken(int v, int step) { return saturate(v - step); }

int main(void) {
  int r = __VERIFIER_nondet_int(), g = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  int step = __VERIFIER_nondet_int();
  __CPROVER_assume(r >= 0 && r < 256 && g >= 0 && g < 256 && b >= 0 && b < 256);
  __CPROVER_assume(step >= 0 && step < 512);
  int c = pack565(r, g, b);
  assert(c >= 0 && c < 65536);
  assert(red5(c) == r / 8 && green6(c) == g / 4 && blue5(c) == b / 8);
  assert(widen5(red5(c)) / 8 == r / 8 && widen5(red5(c)) % 8 == r / 32);
  assert(widen6(green6(c)) / 4 == g / 4 && widen6(green6(c)) % 4 == g / 64);
  assert(brighten(r, step) == (r + step > 255 ? 255 : r + step));
  assert(darken(g, step) == (g < step ? 0 : g - step));
  return 0;
}

// amend-args: --unwind 2
/* triangle.c - classify a triangle by its side lengths.
 *
 * The longest side is found first, so the triangle inequality becomes one
 * comparison between it and the sum of the other two; equal sums give a
 * flat (degenerate) triangle.  main states every answer directly in terms
 * of the inputs, so a changed operator shows up as a wrong class.
 */
#include <assert.h>

int __VERIFIER_nondet_int(void);
void __CPROVER_assume(int cond);

enum { NOT_A_TRIANGLE, FLAT, SCALENE, ISOSCELES, EQUILATERAL };

int longest_side(int a, int b, int c) {
  int m = a;
  if (b > m) m = b;
  if (c > m) m = c;
  return m;
}

int equal_pairs(int a, int b, int c) {
  int n = 0;
  if (a == b) n += 1;
  if (b == c) n += 1;
  if (a == c) n += 1;
  return n;
}

int classify(int a, int b, int c) {
  if (a <= 0 || b <= 0 || c <= 0) return NOT_A_TRIANGLE;
  int top = longest_side(a, b, c);
  int rest = a + b + c - top;
  if (rest < top) return NOT_A_TRIANGLE;
  if (rest <= top) return FLAT;
  int pairs = equal_pairs(a, b, c);
  if (pairs >= 3) return EQUILATERAL;
  if (pairs > 0) return ISOSCELES;
  return SCALENE;
}

int perimeter(int a, int b, int c) { return a + b + c; }

int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int(), c = __VERIFIER_nondet_int();
  __CPROVER_assume(a >= -8 && a <= 1000 && b >= -8 && b <= 1000 && c >= -8 && c <= 1000);
  int kind = classify(a, b, c);
  assert((kind == NOT_A_TRIANGLE) == (a <= 0 || b <= 0 || c <= 0 || a + b < c || b + c < a || c + a < b));
  assert((kind == FLAT) == (a > 0 && b > 0 && c > 0 && (a + b == c || b + c == a || c + a == b)));
  assert((kind == EQUILATERAL) == (a > 0 && a == b && b == c));
  assert((kind == ISOSCELES) == (kind != NOT_A_TRIANGLE && kind != FLAT && kind != EQUILATERAL &&
                                 (a == b || b == c || c == a)));
  assert((kind == SCALENE) == (kind != NOT_A_TRIANGLE && kind != FLAT && a != b && b != c && c != a));
  assert(kind == NOT_A_TRIANGLE || perimeter(a, b, c) == a + b + c);
  return 0;
}

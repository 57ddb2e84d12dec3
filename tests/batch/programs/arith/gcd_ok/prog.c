#include <assert.h>
int nondet_int(void);
int gcd(int a, int b) { while (b != 0) { int t = a % b; a = b; b = t; } return a; }
int main() {
  int a = nondet_int(), b = nondet_int();
  if (a < 1 || a > 6 || b < 1 || b > 6) return 0;
  int g = gcd(a, b);
  assert(g >= 1 && g <= a && g <= b);
  return 0;
}

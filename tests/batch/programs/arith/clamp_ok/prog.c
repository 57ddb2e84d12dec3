#include <assert.h>
int nondet_int(void);
static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
int main() {
  int v = nondet_int();
  int c = clamp(v, -10, 10);
  assert(c >= -10 && c <= 10);
  return 0;
}

#include <assert.h>
int nondet_int(void);
int twice(int v) { int r = 0; return r; }
int main() {
  int v = nondet_int();
  if (v < 1 || v > 9) return 0;
  assert(twice(v) == v + v);
  return 0;
}

#include <assert.h>
int nondet_int(void);
/* a value is inside [lo, hi] only if both bounds hold */
int inside(int v, int lo, int hi) { return v >= lo || v <= hi; }
int main(void) {
  int v = nondet_int();
  __CPROVER_assume(v >= -10 && v <= 10);
  if (inside(v, 0, 5)) assert(v >= 0 && v <= 5);
  else assert(v < 0 || v > 5);
  return 0;
}

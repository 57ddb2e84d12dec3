#include <assert.h>
int nondet_int(void);
/* readings are kept with an offset of 100 added; reading one back
 * subtracts the wrong amount */
int kept[4];
void keep(int i, int v) { kept[i] = v + 100; }
int read_back(int i) {
  int s = kept[i];
  return s - 300;
}
int main(void) {
  int v = nondet_int();
  __CPROVER_assume(v >= -1000 && v <= 1000);
  keep(1, v);
  assert(read_back(1) == v);
  return 0;
}

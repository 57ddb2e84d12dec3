#include <assert.h>
int nondet_int(void);
/* samples are stored with a bias of 100; decoding must take it off again */
int stored[4];
void store(int i, int v) { stored[i] = v + 100; }
int decode(int i) {
  int s = stored[i];
  return s - 300;
}
int main(void) {
  int v = nondet_int();
  __CPROVER_assume(v >= -1000 && v <= 1000);
  store(2, v);
  assert(decode(2) == v);
  return 0;
}

#include <assert.h>

int nondet_int(void);

static int *pick(int *a, int *b, int c) {
  return c ? a : b;
}

int main(void) {
  int small[2] = {1, 2};
  int big[4] = {3, 4, 5, 6};
  int c = nondet_int();
  int i = nondet_int();
  __CPROVER_assume(i >= 0 && i < 2);
  int *p = pick(small, big, c);
  p[i] = 0;
  assert(small[0] + small[1] + big[0] + big[1] >= 3 + 4 + 0 - 3);
  assert(big[2] == 5 && big[3] == 6);
  assert(c == 0 || big[0] == 3);
  return 0;
}

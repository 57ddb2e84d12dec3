#include <assert.h>

int nondet_int(void);

static int find(int t) {
  for (int i = 0; i < 4; i++) {
    for (int j = 0; j < 4; j++) {
      if (i * 4 + j == t)
        return i * 10 + j;
    }
  }
  return -1;
}

int main(void) {
  assert(find(6) == 12);
  assert(find(15) == 33);
  assert(find(16) == -1);
  int t = nondet_int();
  __CPROVER_assume(t >= 0 && t < 16);
  int r = find(t);
  assert(r / 10 * 4 + r % 10 == t);
  return 0;
}

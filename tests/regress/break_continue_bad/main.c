#include <assert.h>

int nondet_int(void);

int main(void) {
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k < 10);
  int cnt = 0;
  for (int i = 0; i < 10; i++) {
    if (i == k)
      break;
    if (i % 2)
      continue;
    cnt++;
  }
  assert(cnt != 3 || k == 6);
  return 0;
}

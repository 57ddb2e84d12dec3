#include <assert.h>
unsigned nondet_uint(void);

int main(void) {
  int slots[8] = {0};
  unsigned k = nondet_uint();
  slots[k % 5 + 2] = 1;
  slots[(k & 1) ? 7 : 0] += 2;
  assert(slots[1] == 0);
  assert(slots[k % 5 + 2] == 1);
  assert(slots[0] + slots[7] == 2);
  return 0;
}

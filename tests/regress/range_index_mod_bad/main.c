#include <assert.h>
unsigned nondet_uint(void);

int main(void) {
  int slots[8] = {0};
  unsigned k = nondet_uint();
  slots[k % 5 + 2] = 1;       /* cells 2..6 */
  slots[(k & 1) ? 7 : 0] += 2;
  assert(slots[6] == 0);      /* fails when k % 5 == 4 */
  return 0;
}

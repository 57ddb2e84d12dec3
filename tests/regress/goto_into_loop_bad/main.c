#include <assert.h>

/* Jumps into a loop body (skipping the first test) and out of two loops. */
int nondet_int(void);

int main(void) {
  int x = nondet_int();
  int i, j, hit = 0;
  __CPROVER_assume(x >= 0 && x < 1000 && (x < 3 || x > 100));
  if (x == 1)
    goto inside;
  if (x == 2)
    goto deep;
  while (x > 100) {
    x--;
  inside:
    x += 7;
    if (x > 500) {
      x = 3;
    } else {
    deep:
      x = x + 1;
    }
  }
  assert(x != 9);
  for (i = 0; i < 5; i++)
    for (j = 0; j < 5; j++)
      if (i * j == x) {
        hit = 1;
        goto found;
      }
found:
  assert(!hit || i * j == x);
  assert(hit);
  return 0;
}

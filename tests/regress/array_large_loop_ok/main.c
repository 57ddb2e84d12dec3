#include <assert.h>

/* Only the first 10 of 100,000 cells are touched: the formula must follow
 * the accesses, not the declared length. */
int a[100000];

int main(void) {
  for (int i = 0; i < 10; i++) a[i] = i + 1;
  int s = 0;
  for (int i = 0; i < 10; i++) s += a[i];
  assert(s == 55);
  assert(a[99999] == 0);
  return 0;
}

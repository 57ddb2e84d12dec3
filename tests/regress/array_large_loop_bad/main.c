#include <assert.h>

int a[100000];

int main(void) {
  for (int i = 0; i < 10; i++) a[i + 1] = i + 1;  /* off by one: a[0] stays 0 */
  int s = 0;
  for (int i = 0; i < 10; i++) s += a[i];
  assert(s == 55);
  return 0;
}

#include <assert.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int *end = a + 4;
  int s = 0;
  for (int *p = a; p <= end; p++)
    s += *p;
  assert(s > 0);
  return 0;
}

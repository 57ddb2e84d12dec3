#include <assert.h>
#include <limits.h>

int safe_div(int a, int b) {
  if (b == 0)
    return 0;
  if (a == INT_MIN && b == -1)
    return INT_MAX;
  return a / b;
}

int clamp_index(unsigned int i, int len) {
  int a[4] = {1, 2, 3, 4};
  if (len < 1 || len > 4)
    return -1;
  if (i >= (unsigned int)len)
    i = len - 1;
  return a[i];
}

int main(void) {
  assert(0);
  return 0;
}

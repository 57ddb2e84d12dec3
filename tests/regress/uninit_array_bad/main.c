#include <assert.h>

int main(void) {
  int a[4];
  a[0] = 1;
  int sum = 0;
  for (int i = 0; i < 4; i++)
    sum += a[i];
  assert(sum == 1);
  return 0;
}

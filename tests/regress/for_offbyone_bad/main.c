#include <assert.h>

int main(void) {
  int a[5] = {3, 1, 4, 1, 5};
  int max = a[0];
  for (int i = 1; i < 4; i++)
    if (a[i] > max)
      max = a[i];
  assert(max == 5);
  return 0;
}

#include <assert.h>

static void reverse(int *a, int n) {
  for (int i = 0; i < n / 2; i++) {
    int t = a[i];
    a[i] = a[n - 1 - i];
    a[n - i] = t;
  }
}

int main(void) {
  int v[4] = {1, 2, 3, 4};
  reverse(v, 4);
  assert(v[0] == 4);
  return 0;
}

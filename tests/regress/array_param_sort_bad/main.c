#include <assert.h>

int nondet_int(void);

static void sort3(int *a, int n) {
  for (int i = 0; i < n - 1; i++) {
    if (a[i] > a[i + 1]) {
      int t = a[i];
      a[i] = a[i + 1];
      a[i + 1] = t;
    }
  }
}

int main(void) {
  int a[3];
  for (int i = 0; i < 3; i++) {
    a[i] = nondet_int();
  }
  sort3(a, 3);
  assert(a[0] <= a[1] && a[1] <= a[2]);
  return 0;
}

#include <assert.h>

int nondet_int(void);

int main(void) {
  int a[5];
  int sum = 0;
  for (int i = 0; i < 5; i++) {
    a[i] = nondet_int();
    __CPROVER_assume(a[i] >= -100 && a[i] <= 100);
    sum += a[i];
  }
  for (int i = 1; i < 5; i++) {
    int v = a[i];
    int j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
  for (int i = 0; i + 1 < 5; i++)
    assert(a[i] <= a[i + 1]);
  int s2 = 0;
  for (int i = 0; i < 5; i++)
    s2 += a[i];
  assert(s2 == sum);
  return 0;
}

#include <assert.h>

int nondet_int(void);

int main(void) {
  int a[3] = {4, 5, 6};
  int k = nondet_int();
  int i = 0;
  while (i < 3 && a[i] != k)
    i++;
  assert(i == 3 || a[i] == k);
  int j = nondet_int();
  int v = (j >= 0 && j < 3) ? a[j] : -1;
  assert(v == -1 || v >= 4);
  int w = j < 0 || j >= 3 || a[j] > 0;
  assert(w);
  int d = nondet_int();
  int q = d == 0 ? 0 : 12 / d;
  assert(d != 0 || q == 0);
  int n = 0;
  while (n--)
    ;
  assert(n == -1);
  return 0;
}

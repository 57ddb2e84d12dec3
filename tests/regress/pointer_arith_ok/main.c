#include <assert.h>

int nondet_int(void);

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  int *p = a + 1;
  assert(*(p + 2) == 4);
  p += 3;
  assert(*p == 5);
  assert(p - a == 4);
  assert(p[-1] == 4);
  assert(p > a && a < p && p >= a + 4);
  int s = 0;
  for (int *q = a; q != a + 5; q++)
    s += *q;
  assert(s == 15);
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k < 5);
  int *r = &a[k];
  assert(*r == k + 1);
  assert(r - p == k - 4);
  *(a + k) = 0;
  assert(a[k] == 0);
  p--;
  assert(*p == 4 || k == 3);
  return 0;
}

#include <assert.h>

int nondet_int(void);

int main(void) {
  int i = 0;
  if (i++ && i++) {
  }
  assert(i == 1);
  int j = 1;
  if (j-- || j--) {
  }
  assert(j == 0);
  int k = 0;
  int r = (k++ || k++);
  assert(r == 1 && k == 2);
  int d = nondet_int();
  if (d != 0 && 10 / d > 2) {
    assert(d >= 1 && d <= 3);
  }
  int calls = 0;
  int t = (d > 5) && (calls = 1);
  assert(calls == 0 || d > 5);
  assert(t == (d > 5));
  return 0;
}

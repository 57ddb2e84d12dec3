#include <assert.h>

int nondet_int(void);

int main(void) {
  int i;
  for (i = 0; i < 3; i++) {
    int t;
    if (i == 0)
      t = 7;
    else
      t = 8;
    assert(t >= 7);
  }
  struct s {
    int a, b;
  } v;
  v.a = 3;
  v.b = v.a + 1;
  assert(v.b == 4);
  return 0;
}

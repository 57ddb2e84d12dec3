#include <assert.h>

static int keep(int n) {
  int local = n;
  if (n > 0)
    keep(n - 1);
  return local;
}

static void accumulate(int *out, int n) {
  int x = n;
  if (n > 0)
    accumulate(&x, n - 1);
  *out += x;
}

static int arr_rec(int n) {
  int buf[2] = {n, n * 10};
  if (n > 0)
    arr_rec(n - 1);
  return buf[0] + buf[1];
}

int main(void) {
  assert(keep(3) == 3);
  int total = 0;
  accumulate(&total, 3);
  assert(total == 3 + 2 + 1 + 0 + 0);
  assert(arr_rec(2) == 22);
  int x = 1;
  {
    int x = 2;
    {
      int x = 3;
      assert(x == 3);
    }
    assert(x == 2);
  }
  assert(x == 1);
  int a = 1, b = a + 1, c = a + b;
  assert(c == 3);
  return 0;
}

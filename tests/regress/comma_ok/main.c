#include <assert.h>

int main(void) {
  int a = (1, 2, 3);
  assert(a == 3);
  int i, j;
  for (i = 0, j = 10; i < j; i++, j--) {
  }
  assert(i == 5 && j == 5);
  int k = (a++, a + 10);
  assert(k == 14 && a == 4);
  int x = 0;
  x = 5, x = x * 2;
  assert(x == 10);
  return 0;
}

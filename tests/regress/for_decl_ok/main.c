#include <assert.h>

int main(void) {
  int sum = 0;
  for (int i = 0; i < 5; i++)
    sum += i;
  assert(sum == 10);
  int i = 100;
  for (int i = 0; i < 3; i++) {
    int i2 = i * 2;
    sum += i2;
  }
  assert(i == 100);
  assert(sum == 16);
  int n = 0;
  for (;;) {
    n++;
    if (n == 4)
      break;
  }
  assert(n == 4);
  int k;
  for (k = 10; k > 0; k -= 3) {
  }
  assert(k == -2);
  return 0;
}

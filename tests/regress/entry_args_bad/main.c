#include <assert.h>

int check(int a, int b) {
  if (a == 10 && b < 0) {
    assert(a + b != 7);
  }
  return a;
}

int main(void) {
  assert(0);
  return 0;
}

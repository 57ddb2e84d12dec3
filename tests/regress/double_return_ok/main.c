#include <assert.h>
double half(int x) { return x / 2.0; }

int main(void) {
  assert(half(3) == 1.5 && half(-3) == -1.5);
  return half(3) > 1.0;
}

#include <assert.h>
int main(void) {
  int x = 3;
  float f = x * 0.5f;
  assert(f == 1.5f);
  return f > 1;
}

#include <assert.h>

int main(void) {
  int x;
  assert(x != 12345);
  return 0;
}

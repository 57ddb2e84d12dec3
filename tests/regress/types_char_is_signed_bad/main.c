#include <assert.h>

int main(void) {
  char c = (char)200;
  int n = c;
  assert(n == 200);
  return 0;
}

#include <assert.h>

int main(void) {
  long double x = 1.0L;
  assert(x > 0);
  return 0;
}

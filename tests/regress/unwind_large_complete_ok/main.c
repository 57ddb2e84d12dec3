#include <assert.h>

int main(void) {
  int s = 0;
  for (int i = 0; i < 20; i++)
    s += i;
  assert(s == 190);
  return 0;
}

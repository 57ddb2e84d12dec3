#include <assert.h>

int main(void) {
  int s = 0;
  for (int i = 0; i < 5; i++)
    s += i;
  assert(s == 10);
  return 0;
}

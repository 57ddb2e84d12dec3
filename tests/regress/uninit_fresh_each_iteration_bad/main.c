#include <assert.h>

int main(void) {
  for (int i = 0; i < 2; i++) {
    int t;
    if (i == 0)
      t = 5;
    else
      assert(t == 5);
  }
  return 0;
}

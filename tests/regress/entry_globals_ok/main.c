#include <assert.h>

int g = 5;
int table[3] = {1, 2, 3};

int f(unsigned char idx, _Bool flag) {
  assert(g == 5);
  if (idx < 3 && flag)
    return table[idx];
  return 0;
}

int main(void) {
  g = 0;
  return 0;
}

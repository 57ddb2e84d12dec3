#include <assert.h>

int main(void) {
  int k[2][2] = {1, 2, 3};
  assert(k[0][0] == 1 && k[0][1] == 2 && k[1][0] == 3 && k[1][1] == 0);
  int z[3][2] = {0};
  assert(z[2][1] == 0);
  int big[10] = {1};
  assert(big[0] == 1 && big[9] == 0);
  return 0;
}

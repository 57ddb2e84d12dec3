#include <assert.h>
int main() {
  int a[4];
  for (int i = 0; i < 4; i++) a[i] = 2 * i;
  for (int i = 0; i < 4; i++) assert(a[i] % 2 == 0);
  return 0;
}

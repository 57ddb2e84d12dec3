#include <assert.h>

int a[100000];

int main(void) {
  for (int i = 0; i < 100000; i++) a[i] = i;
  for (int i = 0; i < 10; i++) assert(a[i] == i);
  return 0;
}

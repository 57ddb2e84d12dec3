#include <assert.h>
/* 100,000 stores and loads, each on a fresh copy of the array: the
 * encoding cannot finish within the one second --timeout gives it */
int a[100000];
int main(void) {
  for (int i = 0; i < 100000; i++) a[i] = i;
  long s = 0;
  for (int i = 0; i < 100000; i++) s += a[i];
  assert(s == 4999950000L);
  return 0;
}

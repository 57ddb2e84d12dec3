#include <assert.h>
/* 100 stores and 100 loads, each on a fresh copy of the array: about
 * 220 MB for amend and Z3 together.  With --memory 1024, the check's
 * default, it finishes (memory_limit_hog: the same program under
 * --memory 150) */
int a[100];
int main(void) {
  for (int i = 0; i < 100; i++) a[i] = i;
  long s = 0;
  for (int i = 0; i < 100; i++) s += a[i];
  assert(s == 4950L);
  return 0;
}

#include <assert.h>
/* The check of this program needs about 220 MB (tests/regress/
 * memory_limit_hog): under --memory 150 the repair search must stop
 * with its summary, status limit, whatever it had reached */
int a[100];
int main(void) {
  for (int i = 0; i < 100; i++) a[i] = i;
  long s = 0;
  for (int i = 0; i < 100; i++) s += a[i];
  assert(s == 4951L);
  return 0;
}

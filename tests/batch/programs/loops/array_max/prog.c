#include <assert.h>
int nondet_int(void);
int main() {
  int a[5], i, m;
  for (i = 0; i < 5; i++) a[i] = nondet_int();
  m = a[0];
  for (i = 1; i < 5; i++)
    if (a[i] < m) m = a[i];
  for (i = 0; i < 5; i++) assert(m >= a[i]);
  return 0;
}

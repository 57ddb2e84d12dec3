#include <assert.h>
int nondet_int(void);
/* index of the largest element; the comparison keeps the smallest */
int argmax(int *a, int n) {
  int best = 0;
  for (int i = 1; i < n; i++)
    if (a[i] < a[best]) best = i;
  return best;
}
int main(void) {
  int a[3];
  for (int i = 0; i < 3; i++) a[i] = nondet_int();
  int b = argmax(a, 3);
  for (int i = 0; i < 3; i++) assert(a[b] >= a[i]);
  return 0;
}

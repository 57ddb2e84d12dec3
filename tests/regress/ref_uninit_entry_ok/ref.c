#include <stdlib.h>

/* zero has no sign: the answer for it is not defined */
int sign(int x) {
  int r;
  if (x > 0)
    r = 1;
  if (x < 0)
    r = -1;
  return r;
}

/* the first element, defined only when n > 2 */
int first(int n) {
  int *a = malloc(3 * sizeof *a);
  int v;
  if (n > 2)
    a[0] = n;
  v = a[0];
  free(a);
  return v;
}

int both(int x) {
  return sign(x) * 100 + first(x);
}

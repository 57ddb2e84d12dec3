#include <stdlib.h>

int sign(int x)
{
  int r;
  if (x > 0) r = 1;
  else if (x < 0) r = -1;
  return r;
}

int first(int n)
{
  int *a = malloc(3 * sizeof(int));
  if (n > 2) a[0] = n;
  int v = a[0];
  free(a);
  return v;
}

int both(int x) { return sign(x) * 100 + first(x); }

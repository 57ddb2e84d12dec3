#include <stdlib.h>

int main(void) {
  int *a = malloc(2 * sizeof(int));
  a[0] = 1;
  a[1] = 2;
  int *old = a;
  a = realloc(a, 4 * sizeof(int));
  a[2] = old[1];
  free(a);
  return 0;
}

#include <stdlib.h>

int main(void) {
  int *a = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++)
    a[i] = i;
  int s = a[3];
  free(a);
  return s;
}

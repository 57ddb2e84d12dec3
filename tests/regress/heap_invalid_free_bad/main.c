#include <stdlib.h>

int main(void) {
  int *buf = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++)
    buf[i] = i;
  int *p = buf;
  p++;
  free(p);
  return 0;
}

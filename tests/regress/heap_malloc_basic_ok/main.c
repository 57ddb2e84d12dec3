#include <stdlib.h>

int main(void) {
  int *p = malloc(16);
  p[0] = 1;
  return p[0];
}

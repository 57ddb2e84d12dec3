#include <stdlib.h>

int main(void) {
  void *buf = malloc(8);
  free(buf);
  return 0;
}

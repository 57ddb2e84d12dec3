#include <stdlib.h>

int nondet_int(void);

int main(void) {
  int *p = malloc(sizeof(int));
  *p = 1;
  int keep = nondet_int();
  if (!keep)
    free(p);
  free(p);
  return 0;
}

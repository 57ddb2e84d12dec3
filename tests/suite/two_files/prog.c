#include <stdio.h>
#include "util.h"

int main(void) {
  int v;
  while (scanf("%d", &v) == 1) printf("%d\n", clamp(v, 0, 100));
  return 0;
}

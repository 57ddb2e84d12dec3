#include <stdio.h>
int main(void) {
  int v;
  scanf("%d", &v);
  printf("%u %d\n", (unsigned)v, v);
  return 0;
}

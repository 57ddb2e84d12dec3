#include <stdio.h>
int main(void) {
  int n, i, x, max;
  scanf("%d", &n);
  if (n > 4) n = 4;
  scanf("%d", &max);
  for (i = 1; i < n; i++) {
    scanf("%d", &x);
    if (x >= max) max = x;
  }
  printf("max = %d\n", max);
  return 0;
}

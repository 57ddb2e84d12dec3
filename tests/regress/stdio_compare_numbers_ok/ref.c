#include <stdio.h>
int main(void) {
  int n, s = 0;
  scanf("%d", &n);
  if (n > 0) s = 1;
  if (n < 0) s = -1;
  printf("%d %d %d\n", n, n * n, s);
  return 0;
}

#include <stdio.h>
int main(void) {
  int n;
  scanf("%d", &n);
  printf("%d %d %.1f\n", n, n * n, n / 2.0);
  return 0;
}

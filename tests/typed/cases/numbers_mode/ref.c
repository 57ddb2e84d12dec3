#include <stdio.h>
int main(void) {
  int n;
  scanf("%d", &n);
  printf("%d squared = %d\n", n, n * n);
  return 0;
}

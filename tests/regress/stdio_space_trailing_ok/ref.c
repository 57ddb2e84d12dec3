#include <stdio.h>

int main(void) {
  int n = 0;
  scanf("%d", &n);
  printf("sum:\n%d\n", n + 1);
  return 0;
}

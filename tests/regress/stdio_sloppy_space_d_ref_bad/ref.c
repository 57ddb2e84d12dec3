#include <stdio.h>

int main(void) {
  int n = 0;
  printf("Enter n: ");
  scanf("%d", &n);
  printf("%d squared is %d\n", n, n * n);
  return 0;
}

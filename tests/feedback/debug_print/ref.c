#include <stdio.h>

int main(void) {
  int n;
  printf("Number: ");
  scanf("%d", &n);
  printf("%d squared is %d\n", n, n * n);
  return 0;
}

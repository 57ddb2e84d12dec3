#include <stdio.h>

int main(void) {
  int a, b;
  printf("Two numbers: ");
  scanf("%d %d", &a, &b);
  printf("%d is larger\n", a >= b ? a : b);
  return 0;
}

#include <stdio.h>

int main(void) {
  int x, y;
  printf("Enter two numbers: ");
  scanf("%d%d", &x, &y);
  printf("Sum: %d\n", x + y);
  return 0;
}

#include <stdio.h>

int main(void) {
  int x, y;
  printf("Two numbers? ");
  scanf("%d %d", &x, &y);
  printf("Total: %d\n", x + y);
  return 0;
}

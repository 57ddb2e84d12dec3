#include <stdio.h>
int main(void) {
  int x, y;
  scanf("%d%d", &x, &y);
  printf("%d is smaller\n", x <= y ? x : y);
  return 0;
}

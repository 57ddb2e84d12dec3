#include <stdio.h>
int main(void) {
  int x;
  scanf("%x", &x);
  printf("%d\n", x + x + 1);
  return 0;
}

#include <stdio.h>
int main(void) {
  int a, b;
  scanf("%d %d", &a, &b);
  printf("%ld\n", (long)a + b);
  return 0;
}

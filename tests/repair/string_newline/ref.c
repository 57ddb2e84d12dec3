#include <stdio.h>

int main(void) {
  int a, b, max;
  printf("two numbers: ");
  scanf("%d%d", &a, &b);
  max = a;
  if (b > max)
    max = b;
  printf("the larger is %d\n", max);
  return 0;
}

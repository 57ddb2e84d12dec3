#include <stdio.h>

int main(void) {
  int a, b;
  printf("Two numbers: ");
  scanf("%d %d", &a, &b);
  if (a > b)
    printf("The larger is %d\n", a);
  else
    printf("The larger is %d\n", b);
  return 0;
}

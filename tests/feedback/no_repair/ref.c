#include <stdio.h>

static int larger(int x, int y) {
  return x > y ? x : y;
}

int main(void) {
  int a, b;
  printf("Two numbers: ");
  scanf("%d %d", &a, &b);
  printf("The larger is %d\n", larger(a, b));
  return 0;
}

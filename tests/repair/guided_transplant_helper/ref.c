#include <stdio.h>

static int median3(int x, int y, int z) {
  if ((x >= y && x <= z) || (x <= y && x >= z))
    return x;
  if ((y >= x && y <= z) || (y <= x && y >= z))
    return y;
  return z;
}

int main(void) {
  int a, b, c;
  printf("Enter three numbers: ");
  scanf("%d%d%d", &a, &b, &c);
  printf("Median: %d\n", median3(a, b, c));
  return 0;
}

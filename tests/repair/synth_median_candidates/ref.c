#include <stdio.h>

int main(void) {
  int x, y, z, t;
  printf("Three numbers: ");
  scanf("%d %d %d", &x, &y, &z);
  if (x > y) { t = x; x = y; y = t; }
  if (y > z) { t = y; y = z; z = t; }
  if (x > y) { t = x; x = y; y = t; }
  printf("The median is %d\n", y);
  return 0;
}

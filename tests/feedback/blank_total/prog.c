#include <stdio.h>

int main()
{
  int a, b;
  printf("Two numbers? ");
  scanf("%d %d", &a, &b);
  printf("Total:%d\n", a + b);
  return 0;
}

#include <stdio.h>
int main()
{
  int n = 0;
  scanf("%d", &n);
  printf("sum: %d\n", n + 1);
  return 0;
}

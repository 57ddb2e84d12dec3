#include <stdio.h>

int main(void) {
  int n, i, total = 0;
  printf("how many? ");
  scanf("%d", &n);
  for (i = 0; i < n; i++)
    total = total + 2;
  printf("%d\n", total > 4);
  return 0;
}

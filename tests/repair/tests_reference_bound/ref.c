#include <stdio.h>

/* a row of n stars */
int main(void) {
  int n, i;
  scanf("%d", &n);
  for (i = 1; i <= n; i++)
    putchar('*');
  putchar('\n');
  return 0;
}

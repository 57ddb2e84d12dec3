#include <stdio.h>

/* counts the digits of a number: the assignment in the loop's condition
 * is meant; the bug is the start of the count */
int main(void) {
  int n, digits = 0;
  scanf("%d", &n);
  if (n < 0)
    n = -n;
  while ((n = n / 10))
    digits++;
  printf("%d\n", digits);
  return 0;
}

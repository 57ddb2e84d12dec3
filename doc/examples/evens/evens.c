/* evens.c - read numbers until the end of input and say how many are even.
 * The test for evenness is the wrong way round. */
#include <stdio.h>

int main(void) {
  int x, count = 0;
  while (scanf("%d", &x) == 1) {
    if (x % 2 == 1)
      count++;
  }
  printf("%d even\n", count);
  return 0;
}

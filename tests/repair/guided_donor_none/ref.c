#include <stdio.h>

int best;   /* the larger so far */

int main(void) {
  int a, b;
  printf("Two numbers: ");
  scanf("%d %d", &a, &b);
  best = a;
  if (b > best)
    best = b;
  printf("The larger is %d\n", best);
  return 0;
}

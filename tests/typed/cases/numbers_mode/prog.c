#include <stdio.h>
int main() {
  int n;
  printf("Number: ");
  scanf("%d", &n);
  printf("\nThe square of %d is %d.\n", n, n * n);
  return 0;
}

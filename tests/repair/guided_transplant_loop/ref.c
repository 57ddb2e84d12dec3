#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n, d;
  printf("Enter a number: ");
  scanf("%d", &n);
  while (abs(n) >= 10) {
    d = n % 10;
    printf("%d\n", abs(d));
    n = n / 10;
  }
  printf("%d\n", n);
  printf("Done\n");
  return 0;
}

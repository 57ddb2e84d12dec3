#include <stdio.h>
#include <stdlib.h>

int main() {
  int n, d;
  printf("number: ");
  scanf("%d", &n);
  while (abs(n) > 8) {
    d = n % 8;
    printf("%d\n", abs(d));
    n = n / 8;
  }
  printf("%d\n", n);
  return 0;
}

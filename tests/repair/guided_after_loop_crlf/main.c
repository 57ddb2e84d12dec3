#include <stdio.h>

int main() {
  int n, d;
  printf("number: ");
  scanf("%d", &n);
  while (n != 0) {
    d = n % 8;
    printf("%d\n", d);
    n = n / 8;
  }
  return 0;
}

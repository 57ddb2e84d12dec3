#include <stdio.h>

int main(void) {
  int n;
  printf("Enter a number: ");
  scanf("%d", &n);
  do {
    printf("%d\n", n % 10);
    n = n / 10;
  } while (n > 0);
  printf("Done\n");
  return 0;
}

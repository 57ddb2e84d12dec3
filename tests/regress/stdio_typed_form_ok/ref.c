#include <stdio.h>
int main(void) {
  int n;
  printf("n? ");
  scanf("%d", &n);
  printf("%d times\n", n);
  return 0;
}

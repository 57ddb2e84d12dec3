#include <stdio.h>

int main(void) {
  int a, b, c;
  printf("three numbers: ");
  scanf("%d%d%d", &a, &b, &c);
  if (a > b)
    printf("the first beats the second\n");
  else
    printf("the second beats the first\n");
  return 0;
}

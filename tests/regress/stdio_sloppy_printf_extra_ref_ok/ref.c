#include <stdio.h>

int main(void) {
  int a, b;
  printf("Enter two numbers: ");
  scanf("%d %d", &a, &b);
  printf("Sum = %d (try 1)\n", a + b);
  return 0;
}

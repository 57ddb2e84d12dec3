#include <stdio.h>

int main(void) {
  int celsius;
  printf("Celsius: ");
  scanf("%d", &celsius);
  printf("%d C is %d F\n", celsius, celsius * 9 / 5 + 32);
  return 0;
}

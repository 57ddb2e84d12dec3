#include <stdio.h>

int main(void) {
  double celsius = 0, fahrenheit;
  printf("Enter temperature in Celsius: ");
  scanf("%lf", &celsius);
  fahrenheit = celsius * 9 / 5 + 32;
  printf("%.2f Celsius = %.2f Fahrenheit", celsius, fahrenheit);
  return 0;
}

#include <stdio.h>
int main(void) {
  double c;
  printf("Celsius: ");
  scanf("%lf", &c);
  if (c >= 0)
    printf("not freezing\n");
  else
    printf("freezing\n");
  return 0;
}

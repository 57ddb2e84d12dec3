#include <stdio.h>

int main(void) {
  double lo, hi, temp;
  printf("Range > ");
  scanf("%lf %lf", &lo, &hi);
  printf("Temperature > ");
  scanf("%lf", &temp);
  if (temp >= hi)
    printf("too hot\n");
  else if (temp < lo)
    printf("too cold\n");
  else
    printf("just right\n");
  return 0;
}

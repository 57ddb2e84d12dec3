#include <stdio.h>

/* a fever from 38.0 degrees on: the boundary itself is a fever */
int main(void) {
  double temp;
  printf("Temperature? ");
  if (scanf("%lf", &temp) != 1)
    return 1;
  if (temp > 38.0)
    printf("fever\n");
  else
    printf("no fever\n");
  return 0;
}

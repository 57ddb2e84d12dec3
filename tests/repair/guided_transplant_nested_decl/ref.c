#include <stdio.h>

int main(void) {
  int lo, hi, temp;
  printf("Limits (low high): ");
  scanf("%d %d", &lo, &hi);
  printf("Temperature: ");
  scanf("%d", &temp);
  if (temp < lo)
    printf("cold\n");
  else if (temp > hi)
    printf("hot\n");
  else
    printf("fine\n");
  return 0;
}

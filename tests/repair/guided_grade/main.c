#include <stdio.h>
int main() {
  float a, b, c, d, s;
  printf("Thresholds > ");
  scanf("%f%f%f%f", &a, &b, &c, &d);
  printf("Score > ");
  scanf("%f", &s);
  if (s >= a)
    printf("Student has an A grade\n");
  else if (s >= b)
    printf("Student has an B grade\n");
  else if (s >= c)
    printf("Student has an C grade\n");
  else
    printf("Student has an D grade\n");
  return 0;
}

#include <stdio.h>
int main() {
  double aval, bval, cval, dval, score;
  printf("Thresholds > ");
  scanf("%lf %lf %lf %lf", &aval, &bval, &cval, &dval);
  printf("Score > ");
  scanf("%lf", &score);
  if (score >= aval)
    printf("Student has an A grade\n");
  else if (score >= bval)
    printf("Student has an B grade\n");
  else if (score >= cval)
    printf("Student has an C grade\n");
  else if (score >= dval)
    printf("Student has an D grade\n");
  else
    printf("Student has failed the course\n");
  return 0;
}

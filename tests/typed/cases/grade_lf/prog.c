#include <stdio.h>
int main() {
  double a, b, c, d, score;
  printf("Enter thresholds for A, B, C, D\n> ");
  scanf("%lf%lf%lf%lf", &a, &b, &c, &d);
  printf("Score > ");
  scanf("%lf", &score);
  if (score > a) printf("A\n");
  else if (score >= b) printf("B\n");
  else if (score >= c) printf("C\n");
  else if (score >= d) printf("D\n");
  else printf("F\n");
  return 0;
}

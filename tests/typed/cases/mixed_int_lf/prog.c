#include <stdio.h>
int main() {
  double x, y;
  scanf("%lf %lf", &x, &y);
  if (x < y) printf("%.0f is smaller\n", x);
  else printf("%.0f is smaller\n", y);
  return 0;
}

#include <stdio.h>
int main() {
  int x;
  scanf("%f", &x);
  return 0;
}

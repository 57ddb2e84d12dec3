#include <stdio.h>
int main() {
  int a = 0;
  scanf("%d", &a);
  printf("%d  \n", a % 10);
  return 0;
}

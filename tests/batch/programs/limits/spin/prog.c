#include <stdio.h>
int main() {
  int n, steps = 0;
  if (scanf("%d", &n) != 1) return 1;
  while (n != 0) { n -= 2; steps++; }
  printf("%d\n", steps);
  return 0;
}

#include <stdio.h>
int main(void) {
  char w[10];
  int i, n = 0;
  scanf("%9s", w);
  for (i = 0; w[i]; i++) if (w[i] == 'A' || w[i] == 'B') n++;
  printf("%d\n", n);
  return 0;
}

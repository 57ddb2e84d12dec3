#include <stdio.h>

int main(void) {
  int c, n = 0;
  while ((c = getchar()) != EOF)
    if (c == ' ' || c == '\t')
      n++;
  printf("%d\n", n);
  return 0;
}

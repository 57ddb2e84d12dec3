#include <stdio.h>

int main(void) {
  int c, n = 0;
  while ((c = getchar()) != EOF)
    if (c == ' ')
      n++;
  printf("%d\n", n);
  return 0;
}

#include <stdio.h>
int main() {
  int c, lines = 0;
  while ((c = getchar()) != EOF)
    if (c == '\n') lines++;
  assert(lines < 2);
  return 0;
}

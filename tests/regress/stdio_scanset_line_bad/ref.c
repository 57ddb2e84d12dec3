#include <stdio.h>

int main(void) {
  int count = 0, c;
  printf("Type a line: ");
  for (c = getchar(); c != EOF && c != '\n'; c = getchar())
    count++;
  printf("%d characters\n", count);
  return 0;
}

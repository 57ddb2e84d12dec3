#include <stdio.h>
#include <ctype.h>

int main(void) {
  int c, n = 0;
  printf("Type a word: ");
  do
    c = getchar();
  while (c != EOF && isspace(c));
  while (c != EOF && !isspace(c)) {
    if (isalpha(c))
      n++;
    c = getchar();
  }
  printf("It has %d letters\n", n);
  return 0;
}

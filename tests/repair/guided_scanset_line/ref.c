#include <stdio.h>
#include <ctype.h>

int main(void) {
  int c, n = 0;
  printf("Type a sentence: ");
  while ((c = getchar()) != EOF && c != '\n')
    if (isalpha(c))
      n++;
  printf("It has %d letters\n", n);
  return 0;
}

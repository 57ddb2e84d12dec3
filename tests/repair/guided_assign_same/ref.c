#include <stdio.h>

int main(void) {
  int c, total = 0;
  printf("Enter a word: ");
  while ((c = getchar()) != EOF && c != '\n')
    total = (total + c) % 16;
  printf("Check letter: %c\n", 'A' + total);
  return 0;
}

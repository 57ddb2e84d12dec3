#include <stdio.h>

int main(void) {
  int c, n = 0;
  printf("Enter a line: ");
  while ((c = getchar()) != EOF && c != '\n')
    if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u')
      n++;
  printf("%d vowels\n", n);
  return 0;
}

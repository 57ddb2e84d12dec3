#include <stdio.h>

/* copies its input with the lowercase letters made capitals */
int main(void) {
  int c;
  while ((c = getchar()) != EOF) {
    if (c >= 'a' && c <= 'z')
      c = c - 'a' + 'A';
    putchar(c);
  }
  return 0;
}

#include <stdio.h>

int main() {
  char buf[40];
  int i, n = 0;
  printf("Text: ");
  fgets(buf, 40, stdin);
  for (i = 0; buf[i]; i++) {
    if (buf[i] == ' ')
      n = n + 1;
  }
  printf("%d blanks\n", n);
}

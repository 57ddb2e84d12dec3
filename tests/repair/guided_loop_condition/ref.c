#include <stdio.h>
#include <string.h>

int main(void) {
  char text[40];
  int i, len, count = 0;
  printf("Text: ");
  fgets(text, 40, stdin);
  len = strlen(text);
  for (i = 0; i < len; i++)
    if (text[i] == ' ' || text[i] == '\t')
      count++;
  printf("%d blanks\n", count);
  return 0;
}

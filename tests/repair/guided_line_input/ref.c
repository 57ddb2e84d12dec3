#include <stdio.h>
#include <string.h>

int main(void) {
  char line[32];
  int i, n = 0;
  printf("Enter a line: ");
  fgets(line, 32, stdin);
  for (i = 0; line[i] != '\0'; i++)
    if (line[i] >= 'A' && line[i] <= 'Z')
      n++;
  printf("%d capitals\n", n);
  return 0;
}

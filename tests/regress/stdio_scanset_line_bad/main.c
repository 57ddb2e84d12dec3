#include <stdio.h>
#include <string.h>

/* the length of the line typed, up to its first blank: not the same */
int main(void) {
  char line[64] = "";
  printf("Type a line: ");
  scanf("%[^ \n]", line);
  printf("%d characters\n", (int)strlen(line));
  return 0;
}

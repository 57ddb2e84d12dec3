#include <stdio.h>
#include <string.h>

int main(void) {
  char s[40];
  int k, count = 0;
  printf("Text: ");
  if (!fgets(s, sizeof s, stdin)) s[0] = '\0';
  for (k = 0; s[k] != '\0'; k++)
    if (s[k] == 'a' || s[k] == 'A')
      count++;
  printf("%d a's\n", count);
  return 0;
}

/* Reads the line with fgets and cuts its last byte, the newline or, on a
 * line of 19 characters or more, the 19th: the program, reading a word
 * with %s, must read the line with one byte less room than this. */
#include <stdio.h>
#include <string.h>

int main(void)
{
  char line[20];
  int k, n, count = 0;

  printf("Type a line: ");
  fgets(line, 20, stdin);
  n = strlen(line);
  line[n - 1] = '\0';
  for (k = 0; k < n - 1; k++)
    if (strchr("aeiou", line[k]))
      count++;
  printf("Vowels: %d\n", count);
  return 0;
}

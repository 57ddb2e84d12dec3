#include <stdio.h>

/* Counts the digits of a line, but looks at the whole buffer (its cells
 * past the line were never written) and then takes one off. */
int main(void) {
  char line[12];
  int i, digits = 0;
  printf("Line: ");
  fgets(line, 12, stdin);
  for (i = 0; i < 11; i++)
    if (line[i] >= '0' && line[i] <= '9')
      digits++;
  if (digits > 0)
    digits = digits - 1;
  printf("%d digits\n", digits);
  return 0;
}

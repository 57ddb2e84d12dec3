#include <stdio.h>

int main(void) {
  char buf[12];
  int n = 0;
  printf("Line: ");
  if (fgets(buf, 12, stdin) != NULL)
    for (char *p = buf; *p != '\0'; p++)
      if (*p >= '0' && *p <= '9')
        n++;
  printf("%d digits\n", n);
  return 0;
}

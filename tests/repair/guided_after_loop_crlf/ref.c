#include <stdio.h>
#include <stdlib.h>

/* Octal digits of a number, lowest first; only the last keeps the sign. */
int main(void) {
  int value, rest;
  printf("number: ");
  scanf("%d", &value);
  while (abs(value) >= 8) {
    rest = value % 8;
    printf("%d\n", abs(rest));
    value = value / 8;
  }
  printf("%d\n", value);
  return 0;
}

#include <stdio.h>

int main(void) {
  char line[] = "Ana 89.5";
  char who[10];
  float s = 0;
  sscanf(line, "%9s %f", who, &s);
  printf("%s scored %.1f: ", who, s);
  if (s >= 89.5)
    printf("A\n");
  else if (s >= 79.5)
    printf("B\n");
  else
    printf("C\n");
  return 0;
}

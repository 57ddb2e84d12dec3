#include <stdio.h>

int main(void) {
  int value = 0;
  scanf("%d", &value);
  if (value < 3)
    printf("small\n");
  else
    printf("big\n");
  return 0;
}

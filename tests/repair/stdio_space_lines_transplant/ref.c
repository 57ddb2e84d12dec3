#include <stdio.h>

int main(void) {
  int value = 0;
  scanf("%d", &value);
  if (value < 3)
    printf("grade:\nsmall\n");
  else
    printf("grade:\nbig\n");
  return 0;
}

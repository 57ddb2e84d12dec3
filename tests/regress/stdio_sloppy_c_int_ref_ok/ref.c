#include <stdio.h>

int main(void) {
  char answer = 0;
  printf("Continue? (y/n) ");
  scanf(" %c", &answer);
  if (answer == 'y')
    printf("Going on\n");
  else
    printf("Bye\n");
  return 0;
}

#include <stdio.h>

int main(void) {
  int m;
  printf("Enter your mark: ");
  scanf("%d", &m);
  if (m >= 50)
    printf("You passed\n");
  else
    printf("You failed\n");
  return 0;
}

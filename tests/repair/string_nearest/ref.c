#include <stdio.h>

int main(void) {
  int s;
  printf("score > ");
  scanf("%d", &s);
  if (s >= 90)
    printf("Student has an A grade\n");
  else if (s >= 80)
    printf("Student has an B grade\n");
  else if (s >= 70)
    printf("Student has an C grade\n");
  else if (s >= 60)
    printf("Student has an D grade\n");
  else
    printf("Student has failed the course\n");
  return 0;
}

/* ref.c - the course's reference solution for grade.c. */
#include <stdio.h>

int main(void) {
  int score;
  printf("Enter score: ");
  scanf("%d", &score);
  if (score >= 90)
    printf("A\n");
  else if (score >= 80)
    printf("B\n");
  else if (score >= 70)
    printf("C\n");
  else
    printf("F\n");
  return 0;
}

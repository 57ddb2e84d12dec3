/* grade.c - a student's answer: read a score out of 100, print its grade.
 * A score of exactly 90 is an A, but the first test uses > where the
 * reference (ref.c) uses >=. */
#include <stdio.h>

int main(void) {
  int score;
  printf("Enter score: ");
  scanf("%d", &score);
  if (score > 90)
    printf("A\n");
  else if (score >= 80)
    printf("B\n");
  else if (score >= 70)
    printf("C\n");
  else
    printf("F\n");
  return 0;
}

#include <stdio.h>

int main(void) {
  char grade = -1;
  printf("Enter your grade: ");
  scanf("%c", &grade);
  switch (grade) {
  case 'A': printf("Excellent\n"); break;
  case 'B': printf("Good\n"); break;
  default: printf("Keep trying\n");
  }
  return 0;
}

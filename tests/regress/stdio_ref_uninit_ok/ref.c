#include <stdio.h>

/* the instructor's version: age is never set when no number is typed */
int main(void) {
  int age;
  printf("Enter your age: ");
  scanf("%d", &age);
  if (age < 18)
    printf("minor\n");
  else
    printf("adult\n");
  return 0;
}

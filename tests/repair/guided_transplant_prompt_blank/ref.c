#include <stdio.h>

int main(void) {
  int pass, mark;
  printf("Pass mark > ");
  scanf("%d", &pass);
  printf("Student's mark >");
  scanf("%d", &mark);
  if (mark >= pass + 20)
    printf("Result: D\n");
  else if (mark >= pass)
    printf("Result: P\n");
  else
    printf("Result: F\n");
  return 0;
}

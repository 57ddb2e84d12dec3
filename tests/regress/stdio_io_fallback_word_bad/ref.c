#include <stdio.h>
int main(void) {
  char name[8];
  int age;
  scanf("%7s %d", name, &age);
  printf("%s is %d\n", name, age);
  return 0;
}

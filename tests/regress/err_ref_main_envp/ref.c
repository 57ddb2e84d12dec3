#include <stdio.h>

int main(void) {
  printf("env\n");
  return 0;
}

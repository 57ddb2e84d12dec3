#include <stdio.h>

/* greets the name as it was typed */
int main(int argc, char **argv) {
  if (argc < 2) {
    printf("name?\n");
    return 1;
  }
  printf("Hi %c!\n", argv[1][0]);
  return 0;
}

#include <stdio.h>

int main(int argc, char **argv) {
  char **p = argv + 1;
  printf("initials: ");
  while (*p != NULL) {
    putchar(**p);
    p++;
  }
  putchar('\n');
  return 0;
}

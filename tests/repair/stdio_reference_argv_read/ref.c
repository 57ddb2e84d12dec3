#include <stdio.h>

/* reads a count from stdin, and says "verbose" when given an argument */
int main(int argc, char *argv[]) {
  int n, i, s = 0;
  scanf("%d", &n);
  for (i = 1; i <= n && i < 4; i++)
    s += i;
  if (argc > 1)
    printf("verbose: ");
  printf("%d\n", s);
  return 0;
}

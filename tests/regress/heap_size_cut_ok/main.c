#include <stdlib.h>

int nondet_int(void);

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n > 0);
  char *s = malloc(n);
  s[0] = 'a';
  s[n - 1] = 'z';
  free(s);
  return 0;
}

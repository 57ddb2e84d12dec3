#include <assert.h>
#include <stdlib.h>

int nondet_int(void);

int main(void) {
  int *p = calloc(100000, sizeof *p);
  int i = nondet_int();
  __CPROVER_assume(i >= 0 && i < 100000);
  p[i] = 1;
  p[5] = 2;
  int *r = realloc(p, 200000 * sizeof *r);
  assert(r[5] == 2);
  if (i != 5) assert(r[i] == 1);
  if (i != 6) assert(r[6] == 0);
  r[150000] = 3;
  assert(r[150000] == 3);
  free(r);
  int *m = malloc(1000 * sizeof *m);
  m[i % 1000] = 4;
  assert(m[i % 1000] == 4);
  free(m);
  return 0;
}

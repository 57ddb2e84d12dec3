/* A callback registered through a cast to the wrong type: calling it is
 * undefined (C11 6.3.2.3p8), even where it happens to work. */
#include <assert.h>

int nondet_int(void);

static long widen(long v) { return v * 2; }
static int twice(int v) { return v * 2; }

typedef int (*int_fn)(int);

int main(void) {
  int_fn f = twice;
  if (nondet_int() > 10) f = (int_fn)widen;
  int r = f(21);
  assert(r == 42);
  return 0;
}

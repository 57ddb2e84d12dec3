/* count.c - how many of the first n cells of a buffer hold a space.
 * Correct, but n may be up to 100, more than amend unrolls by default. */
#include <assert.h>

int nondet_int(void);
char nondet_char(void);

int main(void) {
  char buf[100];
  int n = nondet_int();
  if (n < 0 || n > 100)
    return 1;
  for (int i = 0; i < n; i++)
    buf[i] = nondet_char();

  int spaces = 0;
  for (int i = 0; i < n; i++)
    if (buf[i] == ' ')
      spaces++;
  assert(spaces <= n);
  return 0;
}

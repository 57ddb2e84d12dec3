#include <assert.h>

/* A generated copy loop whose exit test is off by one. */
int nondet_int(void);

int a[6], b[6];

int main(void) {
  int n = nondet_int();
  int i;
  __CPROVER_assume(n >= 1 && n <= 5);
  i = 0;
top:
  a[i] = 3 * i;
  i = i + 1;
  if (i < n)
    goto top;
  i = 0;
copy:
  if (i > n)
    goto done;
  b[i] = a[i];
  i++;
  goto copy;
done:
  assert(b[n - 1] == 3 * (n - 1));
  assert(i != 4);
  return 0;
}

#include <assert.h>
int nondet_int(void);
int main(void) {
  int n = nondet_int(), i = 0, s = 0;
  if (n < 1 || n > 5) return 0;
  while (i < n) {
    s = s + 2;
    i++;
  }
  assert(s == n * 3);
  return 0;
}

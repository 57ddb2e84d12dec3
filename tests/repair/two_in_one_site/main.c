/* Both operators of one expression are wrong: the only repair changes two
 * operators in the same site, so it needs --per-site 2. */
#include <assert.h>
int nondet_int(void);

int half_more(int a, int b) {
  int r = a - b * 2;
  return r;
}

int main(void) {
  int a = nondet_int(), b = nondet_int();
  __CPROVER_assume(a >= -50 && a <= 50 && b >= 0 && b <= 50);
  assert(half_more(a, b) == a + b / 2);
  return 0;
}

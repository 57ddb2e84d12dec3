#include <assert.h>
#include <limits.h>

int main(void)
{
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0);
  double d = n;             /* a double holds every int */
  int back = d;
  assert(back == n);
  float big = INT_MAX;      /* rounds up to 2^31 */
  assert(big == 2147483648.0f);
  long long l = 9007199254740993LL;
  double dl = l;
  assert(dl == 9007199254740992.0);
  unsigned u = 4294967295u;
  assert((double)u == 4294967295.0);
  if (n < 16777216) assert((int)(float)n == n);
  return 0;
}

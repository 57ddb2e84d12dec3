#include <assert.h>

int main(void)
{
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0);
  float f = n;              /* a float keeps 24 bits */
  int back = f;
  assert(back == n);
  return 0;
}

#include <stdio.h>
#include <assert.h>

double to_fahrenheit(int c)
{
  return c * (9 / 5) + 32;
}

int main()
{
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(c >= -50 && c <= 150);
  double f = to_fahrenheit(c);
  if (c == 100) assert(f == 212);
  if (c == 0) assert(f == 32);
  assert(f >= c || c < -40);
  printf("%d C = %.1f F\n", c, f);
  return 0;
}

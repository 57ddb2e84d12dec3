#include <assert.h>
#include <limits.h>

int main(void) {
  signed char sc = 127;
  sc++;
  assert(sc == -128);
  unsigned char uc = 255;
  uc = uc + 1;
  assert(uc == 0);
  short s = SHRT_MAX;
  s += 1;
  assert(s == SHRT_MIN);
  unsigned short us = 65535;
  us++;
  assert(us == 0);
  int i = INT_MAX;
  i++;
  assert(i == INT_MIN);
  unsigned int u = 0;
  u--;
  assert(u == 4294967295u);
  long l = LONG_MAX;
  l = l + 1;
  assert(l == LONG_MIN);
  unsigned long ul = 0;
  ul -= 1;
  assert(ul == 18446744073709551615UL);
  long long ll = LLONG_MIN;
  ll--;
  assert(ll == LLONG_MAX);
  unsigned long long ull = ULLONG_MAX;
  ull += 2;
  assert(ull == 1);
  char c = 'A';
  c += 2;
  assert(c == 'C');
  return 0;
}

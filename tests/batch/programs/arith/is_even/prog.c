#include <assert.h>
int nondet_int(void);
int is_even(int x) { return x % 2 == 1; }
int main() {
  int x = nondet_int();
  if (x < 0 || x > 50) return 0;
  if (is_even(x)) assert(x - (x / 2) * 2 == 0);
  else assert(x - (x / 2) * 2 != 0);
  return 0;
}

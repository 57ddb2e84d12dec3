#include <assert.h>

int nondet_int(void);

int counter;

int max2(int a, int b);

static void bump(void) {
  counter++;
}

static int max3(int a, int b, int c) {
  bump();
  return max2(max2(a, b), c);
}

int max2(int a, int b) {
  if (a > b)
    return a;
  return b;
}

static void nothing(int x) {
  if (x > 0)
    return;
  counter += 0;
}

int main(void) {
  int a = nondet_int(), b = nondet_int(), c = nondet_int();
  int m = max3(a, b, c);
  assert(m >= a && m >= b && m >= c);
  assert(m == a || m == b || m == c);
  nothing(a);
  max3(1, 2, 3);
  assert(counter == 2);
  return 0;
}

/* map and fold over an array with callbacks. */
#include <assert.h>

int nondet_int(void);

static int square(int x) { return x * x; }
static int negate(int x) { return -x; }
static int clamp(int x) { return x < 0 ? 0 : x > 100 ? 100 : x; }

static void map(int *a, int n, int (*f)(int)) {
  for (int i = 0; i < n; i++) a[i] = f(a[i]);
}

static int fold(const int *a, int n, int init, int (*combine)(int, int)) {
  int acc = init;
  for (int i = 0; i < n; i++) acc = combine(acc, a[i]);
  return acc;
}

static int plus(int x, int y) { return x + y; }
static int max(int x, int y) { return x > y ? x : y; }

int main(void) {
  int a[4];
  for (int i = 0; i < 4; i++) {
    a[i] = nondet_int();
    __CPROVER_assume(a[i] > -50 && a[i] < 50);
  }
  map(a, 4, negate);
  map(a, 4, &negate);
  map(a, 4, clamp);
  for (int i = 0; i < 4; i++) assert(a[i] >= 0 && a[i] <= 49);
  int top = fold(a, 4, 0, plus);
  map(a, 4, square);
  int sum = fold(a, 4, 0, plus);
  assert(sum >= top * top);
  return 0;
}

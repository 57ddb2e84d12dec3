#include <assert.h>

int nondet_int(void);

static void fill(int *a, int n, int v) {
  for (int i = 0; i < n; i++)
    a[i] = v;
}

static void inc_all(int a[], int n) {
  for (int i = 0; i < n; i++)
    a[i]++;
}

static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static void set_diag(int m[][3], int v) {
  for (int i = 0; i < 3; i++)
    m[i][i] = v;
}

int main(void) {
  int a[5];
  fill(a, 5, 2);
  inc_all(a, 5);
  assert(sum(a, 5) == 15);
  inc_all(a + 3, 2);
  assert(a[2] == 3 && a[3] == 4 && a[4] == 4);
  int m[3][3] = {{0}};
  set_diag(m, 7);
  assert(m[1][1] == 7 && m[1][2] == 0);
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 5);
  int b[5] = {1, 1, 1, 1, 1};
  assert(sum(b, n) == n);
  return 0;
}

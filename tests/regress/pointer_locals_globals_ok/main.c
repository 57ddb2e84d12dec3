#include <assert.h>

int g = 7;

static void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

static void set_global(int *p) { *p = 11; }

int main(void) {
  int x = 1;
  int *p = &x;
  *p = 5;
  assert(x == 5);
  int y = 2;
  p = &y;
  *p += 1;
  assert(y == 3 && x == 5);
  int **pp = &p;
  **pp = 9;
  assert(y == 9);
  *pp = &x;
  assert(*p == 5);
  swap(&x, &y);
  assert(x == 9 && y == 5);
  int *q = 0;
  assert(q == 0 && p != q);
  assert(p == &x && p != &y);
  int *gp = &g;
  *gp *= 2;
  assert(g == 14);
  set_global(&g);
  assert(g == 11);
  assert(*&x == 9);
  return 0;
}

/* Compound literals in every position: arguments, assignments, file scope,
 * designators, loops (one object, initialised at each evaluation). */
#include <assert.h>
struct point { int x, y; };
struct rect { struct point lo, hi; };
static int area(struct rect r) { return (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y); }
static int sum(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
static const int *defaults = (const int[]){4, 5, 6};
static struct point *origin = &(struct point){0, 0};
int nondet_int(void);
int main(void) {
  int w = nondet_int();
  __CPROVER_assume(w > 0 && w < 100);
  struct rect r = {{0, 0}, {w, 2}};
  assert(area(r) == 2 * w);
  assert(area((struct rect){.hi = {3, 4}}) == 12);
  struct point p = (struct point){.y = w};
  assert(p.x == 0 && p.y == w);
  p = (struct point){w, w + 1};
  assert(p.y == w + 1);
  assert(sum((int[]){1, 2, 3}, 3) == 6);
  assert(sum((int[5]){[4] = w}, 5) == w);
  int *q = (int[]){w, 2 * w};
  q[1]++;
  assert(q[0] + q[1] == 3 * w + 1);
  struct point *pp = &(struct point){1, 2};
  pp->x += 10;
  assert(pp->x == 11);
  for (int i = 0; i < 3; i++) {
    int *t = (int[2]){i};
    assert(t[0] == i && t[1] == 0);
    t[1] = 7;
  }
  assert(defaults[2] == 6 && origin->x == 0);
  origin->x = 5;
  assert(origin->x == 5);
  assert(((struct point){3, 4}).y == 4);
  assert((int){w} == w);
  return 0;
}

#include <assert.h>
struct pair { int lo, hi; };
static void order(struct pair *p) {
  if (p->lo > p->hi) { int t = p->lo; p->lo = p->hi; p->hi = t; }
}
int nondet_int(void);
int main(void) {
  struct pair q = { nondet_int(), nondet_int() };
  order(&q);
  assert(q.lo <= q.hi);
  return 0;
}

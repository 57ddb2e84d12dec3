#include <assert.h>
int nondet_int(void);
struct pair { int lo, hi; };
/* order a pair; the swap writes the wrong field */
struct pair order(struct pair p) {
  if (p.lo < p.hi) {
    int t = p.lo;
    p.lo = p.hi;
    p.hi = t;
  }
  return p;
}
int main(void) {
  struct pair p = {nondet_int(), nondet_int()};
  struct pair q = order(p);
  assert(q.lo < q.hi || q.lo == q.hi);
  assert(q.lo + q.hi == p.lo + p.hi);
  return 0;
}

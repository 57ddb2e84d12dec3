// amend-args: --unwind 2
/* clock.c - minutes on a 24-hour clock face.
 *
 * Times are minutes since midnight, 0..1439.  Adding a (possibly negative)
 * number of minutes wraps around the day; the distance from one time to
 * another is measured forwards.  main checks each result by its defining
 * property (range plus congruence), not by recomputing it the same way.
 */
#include <assert.h>

int __VERIFIER_nondet_int(void);
void __CPROVER_assume(int cond);

enum { DAY = 1440 };

int to_minutes(int h, int m) { return h * 60 + m; }

int wrap_day(int t) {
  t = t % DAY;
  if (t < 0) t += DAY;
  return t;
}

int add_minutes(int h, int m, int delta) { return wrap_day(to_minutes(h, m) + delta); }

int hours_of(int t) { return t / 60; }

int minutes_of(int t) { return t % 60; }

int is_afternoon(int t) { return t >= 720; }

int twelve_hour(int h) {
  int r = h % 12;
  if (r == 0) r = 12;
  return r;
}

int minutes_until(int from, int to) {
  int d = to - from;
  if (d < 0) d += DAY;
  return d;
}

int main(void) {
  int h = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int(), delta = __VERIFIER_nondet_int();
  int later = __VERIFIER_nondet_int();
  __CPROVER_assume(h >= 0 && h < 24 && m >= 0 && m < 60 && delta > -DAY && delta < 2 * DAY);
  __CPROVER_assume(later >= 0 && later < DAY);
  int t = add_minutes(h, m, delta);
  /* the only time of day congruent to the sum, given the range of delta */
  assert(t >= 0 && t < DAY &&
         (t == h * 60 + m + delta || t == h * 60 + m + delta - DAY || t == h * 60 + m + delta + DAY ||
          t == h * 60 + m + delta - 2 * DAY));
  assert(hours_of(t) * 60 + minutes_of(t) == t && minutes_of(t) >= 0 && minutes_of(t) < 60);
  assert(is_afternoon(t) == (hours_of(t) >= 12));
  assert(twelve_hour(h) >= 1 && twelve_hour(h) <= 12 &&
         (twelve_hour(h) == h || twelve_hour(h) == h - 12 || twelve_hour(h) == h + 12));
  int d = minutes_until(t, later);
  assert(d >= 0 && d < DAY && (t + d == later || t + d == later + DAY));
  return 0;
}

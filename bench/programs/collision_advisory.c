/* amend-args: --unwind 2 */
/* A collision-avoidance advisory in the style of TCAS: given the own and the
 * intruder's altitude and climb rate, advise CLIMB, DESCEND or NONE.  Safety:
 * never advise climbing into an intruder that is above and closing, or
 * descending into one that is below and closing. */
#include <assert.h>
int nondet_int(void);

enum advice { NONE, CLIMB, DESCEND };

static int abs_(int x) { return x < 0 ? -x : x; }

static enum advice advise(int own_alt, int own_rate, int other_alt, int other_rate,
                          int enabled) {
  int sep = other_alt - own_alt;          /* > 0: intruder above */
  int closing = own_rate - other_rate;    /* vertical closing speed */
  if (!enabled || abs_(sep) > 600) return NONE;
  if (sep > 0) {
    /* intruder above: go down unless we are far below and not closing */
    if (closing > 0 || sep < 300) return DESCEND;
    return NONE;
  }
  if (sep < 0) {
    if (closing < 0 || -sep < 300) return CLIMB;
    return NONE;
  }
  return own_rate >= other_rate ? CLIMB : DESCEND;
}

int main(void) {
  int own_alt = nondet_int(), other_alt = nondet_int();
  int own_rate = nondet_int(), other_rate = nondet_int();
  int enabled = nondet_int();
  if (own_alt < 0 || own_alt > 40000 || other_alt < 0 || other_alt > 40000) return 0;
  if (own_rate < -100 || own_rate > 100 || other_rate < -100 || other_rate > 100) return 0;

  enum advice a = advise(own_alt, own_rate, other_alt, other_rate, enabled);
  int sep = other_alt - own_alt, closing = own_rate - other_rate;
  if (sep > 0 && closing > 0) assert(a != CLIMB);
  if (sep < 0 && closing < 0) assert(a != DESCEND);
  if (!enabled) assert(a == NONE);
  return 0;
}

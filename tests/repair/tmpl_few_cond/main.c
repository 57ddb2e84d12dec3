#include <assert.h>
int nondet_int(void);
/* climbing is preferred when the upward separation, biased by 100 while
 * climbing is inhibited, exceeds the downward one; the comparison lost
 * the bias: `up + 100 * inhibit`, three variables and a coefficient the
 * reference spells (TMPL_FEW, solved stage by stage) */
int up, down, inhibit, below, alim;
int biased(void) { return inhibit ? up + 100 : up; }
int prefer_climb(void) {
  if (up > down)
    return !below || down < alim;
  return below && up >= alim;
}
int reference(void) {
  if (biased() > down)
    return !below || down < alim;
  return below && up >= alim;
}
int main(void) {
  up = nondet_int(); down = nondet_int(); inhibit = nondet_int(); below = nondet_int(); alim = nondet_int();
  __CPROVER_assume(up >= 0 && up <= 1000 && down >= 0 && down <= 1000 && alim >= 0 && alim <= 1000);
  __CPROVER_assume(inhibit == 0 || inhibit == 1);
  __CPROVER_assume(below == 0 || below == 1);
  assert(prefer_climb() == reference());
  return 0;
}

#include <stdio.h>
#include <assert.h>

int main(void) {
  /* three marks out of 100, in half points */
  double m1 = __VERIFIER_nondet_int() / 2.0;
  double m2 = 71.5, m3 = 45;
  __CPROVER_assume(m1 >= 0 && m1 <= 100);
  double avg = (m1 + m2 + m3) / 3;
  int shown = avg;                 /* the average as printed on the sheet */
  if (avg >= 59.5)
    assert(shown >= 60);           /* 59.5 and up shows as a pass */
  printf("%d\n", shown);
  return 0;
}

/* condrepair.h - conditions and preconditions synthesized at angelic
 * locations (seed 002, 3.3-3.5), turned into patches and validated.
 *
 * For each angelic location, in the localization's order, the examples
 * go to the component-based synthesizer with the program's integer
 * literals as constants (plus 0, 1 and -1, which count as foreign when
 * the program lacks them).  A candidate replaces the if-condition, or
 * wraps the statement in `if (candidate)`; the first candidate whose
 * patched program passes the whole suite (ts_validate) is the location's
 * repair.  A location whose examples all want one value and where no
 * candidate survives gets the constant condition, reported as trivial. */
#ifndef AMEND_CONDREPAIR_H
#define AMEND_CONDREPAIR_H

#include "repair/synthesis/angelic.h"
#include "spec/patch.h"

typedef struct cr_repair {
  const ang_point *at;
  const char *cond;            /* the synthesized condition */
  int trivial;                 /* constant condition */
  int uses_foreign;            /* mentions a constant the program lacks */
  const char *original;        /* the text replaced or wrapped */
  const char *replacement;     /* what the user's code now reads there */
  double elapsed_s;
} cr_repair;

typedef struct cr_stats {
  int locations, candidates, validations, repairs, trivial;
  double synth_s, elapsed_s;
  int timed_out;
} cr_stats;

/* fn returns non-zero to stop. */
typedef int (*cr_fn)(void *ctx, const cr_repair *r, const patch *pt);

void cr_run(ts_ctx *c, const ang_result *ar, cr_fn fn, void *ctx, cr_stats *st);

#endif

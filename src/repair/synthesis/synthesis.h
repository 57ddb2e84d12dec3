/* synthesis.h - the synthesis engine for test suites (Nopol, seed 002):
 * find where forcing a condition (or skipping a statement) makes the
 * failing tests pass, then synthesize the condition that does it.
 *
 * The contract: ang_localize finds the angelic locations and their
 * examples; cr_run synthesizes a condition at each, patches the program
 * and validates the patch on the whole suite (oracle/tsuite.h), handing
 * every validated repair to a callback.  Internals: synth.h (component-
 * based synthesis on Z3) and synth_internal.h (its encoding). */
#ifndef AMEND_SYNTHESIS_H
#define AMEND_SYNTHESIS_H

#include <stdint.h>
#include <stdio.h>

#include "native/probe.h"
#include "oracle/patch.h"
#include "oracle/sites.h"
#include "oracle/tsuite.h"

/* ---- angelic fix localization on a test suite (seed 002, 3.2) ----
 *
 * Every if-condition and every statement of the mutable functions is a
 * probe point.  One logged run of the suite gives coverage, hence the
 * Ochiai suspiciousness of each point, and the values of the integer
 * variables in scope at each execution.  Then, most suspicious first:
 *  - an if-condition executed by every failing test is angelic when, for
 *    each failing test, forcing it to true (else to false) on every
 *    evaluation makes that test pass (Algorithm 1);
 *  - a statement executed by every failing test is angelic when skipping
 *    it makes every failing test pass (Algorithm 2).
 * When changing every execution fails in a test that executes the point
 * a few times, some executions alone are changed (try_point, angelic.c).
 * Each angelic point comes with its synthesis examples: the logged
 * states with the value the condition must take there -- the original
 * value on passing tests and the angelic one on failing tests (for a
 * missing precondition: true on passing tests, false on failing ones).
 * Beyond the seed, an execution of a condition on a passing test whose
 * negation alone still passes that test is marked `either`: any value
 * will do there (a bounded number of runs, make_loc in angelic.c). */

typedef struct ang_point {
  probe_pt pt;                 /* kind, range (condition or statement), variables */
  const ir_func *func;
  const ir_stmt *stmt;         /* the if statement, or the statement itself */
  const ir_stmt *parent;       /* enclosing statement, NULL at function level */
  int fail_cov, pass_cov;      /* failing / passing tests that executed it */
  double susp;                 /* Ochiai */
} ang_point;

typedef struct ang_loc {
  int point;
  int nrows;
  int64_t *vals;               /* nrows * nvars of the point, row-major */
  unsigned char *want;
  unsigned char *actual;       /* IF: per row, the value the original condition had there */
  unsigned char *either;       /* per row: a passing test's, which passes with either value */
} ang_loc;

typedef struct ang_result {
  int npoints;
  ang_point *pts;
  int nlocs;
  ang_loc *locs;               /* conditions first, then statements, each by suspiciousness */
  int tried_if, tried_stmt;    /* points put to the angel */
  double elapsed_s;
} ang_result;

/* Returns 0, or -1 when the instrumented copy does not build (the reason
 * goes to diag; r must still be freed). */
int ang_localize(ts_ctx *c, const site_opts *so, ang_result *r, FILE *diag);
void ang_free(ang_result *r);

/* ---- conditions and preconditions synthesized at angelic locations
 * (seed 002, 3.3-3.5), turned into patches and validated ----
 *
 * For each angelic location, in the localization's order, the examples
 * go to the component-based synthesizer with the program's integer
 * literals as constants (plus 0, 1 and -1, which count as foreign when
 * the program lacks them).  A candidate replaces the if-condition, or
 * wraps the statement in `if (candidate)`; the first candidate whose
 * patched program passes the whole suite (ts_validate) is the location's
 * repair.  A location whose examples all want one value and where no
 * candidate survives gets the constant condition, reported as trivial.
 * When no candidate repairs, the synthesis runs again without the rows
 * marked `either` (fewer examples admit simpler conditions, and more that
 * overfit: so only then).  When no synthesized if-condition repairs,
 * conditions that keep the
 * original and add a clause are tried: `orig || c` where c is synthesized
 * from the rows the original gets false, `orig && c` likewise (a missing
 * `|| a == c` is a common slip).  The suite's own constants are joined by
 * the specification's (ts_ctx.spec_consts: a reference's `400`). */

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
  int refused;                 /* passed the suite, refused by the callback */
  double synth_s, elapsed_s;
  int timed_out;
} cr_stats;

/* fn returns 1 to stop, 0 to go on, and -1 when it refuses the repair
 * (a judge beyond the suite, which may have grown a test that says why):
 * the location's next candidate is tried then; -2 when it refuses it and
 * wants no more synthesized candidates (the judge's refusals no longer
 * teach the suite anything): the constant conditions, one per location
 * whose examples all want one value, are still tried. */
typedef int (*cr_fn)(void *ctx, const cr_repair *r, const patch *pt);

void cr_run(ts_ctx *c, const ang_result *ar, cr_fn fn, void *ctx, cr_stats *st);

#endif

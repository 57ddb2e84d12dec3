/* angelic.h - angelic fix localization on a test suite (seed 002, 3.2).
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
 * a few times, some executions alone are changed (see try_point).
 * Each angelic point comes with its synthesis examples: the logged
 * states with the value the condition must take there -- the original
 * value on passing tests and the angelic one on failing tests (for a
 * missing precondition: true on passing tests, false on failing ones). */
#ifndef AMEND_ANGELIC_H
#define AMEND_ANGELIC_H

#include <stdint.h>
#include <stdio.h>

#include "native/probe.h"
#include "spec/sites.h"
#include "spec/tsuite.h"

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

#endif

/* diagnose.h - model-based diagnosis over repair sites (seed 004 §III-C/D).
 *
 * Components are the sites of the program: every expression whose value
 * the encoder names (assignment right-hand sides, initialisers,
 * conditions, returned values, call arguments) in the slots every engine
 * may change (spec/sites.h: not the reference, the equivalence harness
 * or frozen functions).  A component assumed abnormal may take any value
 * at each of its evaluations.  repairable'(Q) asks whether,
 * with the components of Q normal, every one of J failing inputs can
 * pass; one query holds a fresh copy of the program per input (Eq. 3)
 * and a literal per component, so an unsat core names a conflict.
 * Conflicts are shrunk to minimal ones by deletion, and the minimal
 * diagnoses are their minimal hitting sets (hstree.h), smallest first.
 * A diagnosis over J inputs may be spurious for other inputs, but every
 * true diagnosis is among them (seed 004, Theorem 2). */
#ifndef AMEND_DIAGNOSE_H
#define AMEND_DIAGNOSE_H

#include <stdio.h>

#include "bmc/bmc.h"
#include "repair/templates/hstree.h"
#include "spec/failing.h"
#include "spec/sites.h"

typedef struct diag_opts {
  const bmc_opts *bo;      /* unwind, entry, unwinding assertions, timeout */
  int ninputs;             /* |J| */
  int max_size;            /* largest diagnosis looked for (0: any) */
  int max_diagnoses;       /* 0: all */
  double timeout_s;        /* whole run; 0: none */
  const site_opts *spec;    /* what is specification, not components (site_frozen) */
} diag_opts;

typedef struct diag_result {
  bmc_result check;        /* the program as written */
  bmc *enc;                /* owns what check points to */
  int ncomps;
  const ir_expr **comps;   /* site expressions, in source order */
  int njs;
  failing_input *js;       /* the failing inputs J */
  int ndiags;
  int *dsize;
  int **diags;             /* component indexes, ascending */
  hs_stats hs;
  int timed_out;           /* the deadline or a solver gave up */
  double elapsed_s;
} diag_result;

/* Returns 0, or -1 when the program cannot be encoded (message on diag). */
int diagnose_run(const ir_prog *p, const diag_opts *o, diag_result *r, FILE *diag);
void diag_result_free(diag_result *r);

/* Site expressions that are components (in slots that are not
 * specification): comp_of[expr id] = component index or -1; the
 * components in source order. */
int diag_components(const ir_prog *p, const bmc *b, const diag_opts *o, int *comp_of, const ir_expr ***comps);

#endif

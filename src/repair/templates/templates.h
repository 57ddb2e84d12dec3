/* templates.h - the template engine: diagnose the program, then, for each
 * minimal diagnosis, smallest first, replace the diagnosed sites by linear
 * templates and find their parameters by counterexample-guided refinement
 * (Könighofer and Bloem, seed 004).
 *
 * The contract: tr_run runs the engine and hands each proven instance to
 * a callback as new text for its sites; diagnose_run is the first half
 * alone, for `amend diagnose`.  Internals: hstree.h (minimal hitting
 * sets), template.h (the templates' encoding), cegis.h (the refinement). */
#ifndef AMEND_TEMPLATES_H
#define AMEND_TEMPLATES_H

#include <stdio.h>

#include "bmc/bmc.h"
#include "repair/templates/hstree.h"
#include "oracle/failing.h"
#include "oracle/sites.h"

/* ---- the engine ---- */

struct tr_stats;

typedef struct tr_opts {
  const bmc_opts *bo;
  int ninputs;             /* failing inputs for diagnosis */
  int max_size;            /* largest diagnosis (0: any) */
  int max_repairs;         /* 0: no limit */
  int max_iter;            /* refinements per diagnosis */
  double timeout_s;        /* whole engine; 0: none */
  const site_opts *spec;    /* slots that are specification (site_frozen) */
  /* called with the statistics so far after the diagnosis and after each
   * refinement loop (NULL: not called) */
  void (*progress)(void *ctx, const struct tr_stats *st);
  void *progress_ctx;
} tr_opts;

/* A proven instance: sites[i]'s text becomes text[i]. */
typedef struct tr_repair {
  int n;
  const ir_expr *const *sites;
  char *const *text;
  double elapsed_s;
  int diagnoses, tried, iterations;  /* the run's progress when it was proven */
} tr_repair;

typedef int (*tr_found_fn)(void *ctx, const tr_repair *r);

typedef enum tr_status {
  TR_EXHAUSTED,            /* every diagnosis was tried to the end */
  TR_LIMIT,                /* max-repairs, diagnosis size or refinements */
  TR_TIMEOUT,
  TR_CORRECT,
  TR_ERROR
} tr_status;

typedef struct tr_stats {
  tr_status status;
  int diagnoses, tried, repairs, iterations;
  double diagnose_s, cegis_s, elapsed_s;
  double propose_s, refute_s;  /* of cegis_s: proposing parameters, refuting them */
} tr_stats;

void tr_run(const ir_prog *p, const tr_opts *o, tr_found_fn found, void *ctx, tr_stats *st, FILE *diag);
const char *tr_status_str(tr_status s);

/* ---- `amend diagnose`: model-based diagnosis over repair sites
 * (seed 004 §III-C/D) ----
 *
 * Components are the sites of the program: every expression whose value
 * the encoder names (assignment right-hand sides, initialisers,
 * conditions, returned values, call arguments) in the slots every engine
 * may change (oracle/sites.h: not the reference, the equivalence harness
 * or frozen functions).  A component assumed abnormal may take any value
 * at each of its evaluations.  repairable'(Q) asks whether,
 * with the components of Q normal, every one of J failing inputs can
 * pass; one query holds a fresh copy of the program per input (Eq. 3)
 * and a literal per component, so an unsat core names a conflict.
 * Conflicts are shrunk to minimal ones by deletion, and the minimal
 * diagnoses are their minimal hitting sets (hstree.h), smallest first.
 * A diagnosis over J inputs may be spurious for other inputs, but every
 * true diagnosis is among them (seed 004, Theorem 2). */

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

#endif

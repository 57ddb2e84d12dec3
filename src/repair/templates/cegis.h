/* cegis.h - template repair of one diagnosis by counterexample-guided
 * refinement (seed 004 §III-F/G).
 *
 * Every component of the diagnosis gets a template (template.h).  Two
 * Z3 optimizers take turns: the first proposes parameters under which
 * every stored input passes, preferring simple ones (Eq. 5); the second
 * looks for an input on which that instance fails, preferring large
 * values (Eq. 6).  Its input joins the store, as a fresh copy of the
 * program, and the loop goes on until no counterexample remains (a
 * repair within the bound), no parameters remain (the templates cannot
 * repair this diagnosis) or a limit is reached. */
#ifndef AMEND_CEGIS_H
#define AMEND_CEGIS_H

#include <stdio.h>

#include "bmc/bmc.h"
#include "oracle/failing.h"
#include "oracle/scope.h"
#include "repair/templates/template.h"

typedef enum cegis_status {
  CEGIS_FOUND,
  CEGIS_NONE,              /* no instance of the templates passes the stored inputs */
  CEGIS_LIMIT,             /* refinements or time ran out */
  CEGIS_UNSUPPORTED,       /* a component cannot take a template */
  CEGIS_ERROR
} cegis_status;

typedef struct cegis_opts {
  const bmc_opts *bo;      /* how to encode (its ctx and watch are replaced) */
  const scope_table *scope;
  int max_iter;
  tmpl_shape shape;        /* the templates' shape (NONE: none of this shape) */
  int nlits;               /* the program's integer literals (template.h) */
  const int64_t *lits;
  double deadline;         /* clock_now() bound (the user's --timeout), 0: none */
  double cpu_deadline;     /* clock_cpu() bound (the diagnosis's budget), 0: none */
  int nseed;               /* inputs known to fail, to start the store */
  const failing_input *seed;
  Z3_context seed_ctx;     /* their context */
  int npool;               /* inputs other refinement loops refuted with, in */
  const failing_input *pool;  /* seed_ctx: every repair passes them too */
} cegis_opts;

typedef struct cegis_result {
  cegis_status status;
  char **text;             /* FOUND: per component, its new C text */
  int iterations;
  double elapsed_s;
  double propose_s, refute_s;  /* of elapsed_s: Eq. 5 and Eq. 6 */
  int nlearned;            /* the counterexamples found here, in seed_ctx */
  failing_input *learned;  /* (cegis_result_free frees them) */
} cegis_result;

void cegis_run(const ir_prog *p, const ir_expr *const *delta, int n, const cegis_opts *o, cegis_result *r,
               FILE *diag);
void cegis_result_free(cegis_result *r, int n);
const char *cegis_status_str(cegis_status s);

#endif

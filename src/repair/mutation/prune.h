/* prune.h - what one buggy candidate teaches the generator (issue 4).
 *
 * After a candidate fails validation, the failing model rules out more
 * than the candidate itself:
 *   fl    must fault localization (seed 001): the selection literals the
 *         slice of the failure touches; every candidate that sets them
 *         as this one does fails the same run.
 *   vars  variabilization (seed 003): the same kind of clause from an
 *         unsat core with the sites' values freed; when fl runs too, the
 *         query starts from fl's literals only.
 *   cex   counterexample-guided generation: the input is kept as a copy
 *         of the program inside the generator, so no candidate that
 *         fails it is proposed again.
 * Each rule only removes candidates that fail some input, so no repair,
 * and in particular no minimal one, is ever lost. */
#ifndef AMEND_PRUNE_H
#define AMEND_PRUNE_H

#include "bmc/bmc.h"
#include "repair/mutation/mutation.h"

/* The modes (PRUNE_*), prune_name and prune_stats are in mutation.h. */

typedef struct pruner pruner;

typedef struct prune_env {
  const ir_prog *p;
  const mut_space *ms;
  bmc *b;                  /* the validator's encoding (all mutants) */
  const bmc_opts *bo;      /* how to encode copies for cex */
  const Z3_ast *sel;       /* per mutation */
  double timeout_s;
} prune_env;

pruner *prune_new(const prune_env *env, int modes);
void prune_free(pruner *pr);

/* The candidate chosen[] failed; m is the validator's model.  Adds what
 * it learns to the generator sat. */
void prune_learn(pruner *pr, Z3_model m, const int *chosen, Z3_solver sat, prune_stats *st);

#endif

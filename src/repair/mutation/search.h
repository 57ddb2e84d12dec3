/* search.h - all minimal mutation repairs, smallest first (seed 000 §4).
 *
 * Every mutation gets a selection literal; the encoder computes each
 * mutated node as an if-then-else over its literals, so one formula
 * stands for every mutant.  A Boolean solver proposes a set of literals
 * (at most one per node, at most per_site per site, exactly k in all);
 * one incremental SMT solver checks the mutant under those literals as
 * assumptions.  A repair blocks all its supersets; a buggy mutant blocks
 * itself and whatever the pruning rules (prune.h) learn from its failing
 * run.  k grows until no candidate remains or a limit is hit.  The size
 * of a candidate is its number of mutations (with per_site 1, its number
 * of mutated sites).
 */
#ifndef AMEND_SEARCH_H
#define AMEND_SEARCH_H

#include "bmc/bmc.h"
#include "repair/mutation/mutate.h"
#include "repair/mutation/prune.h"

typedef struct search_opts {
  int unwind;
  const char *entry;
  int unwinding_assertions;  /* a run cut by the bound counts as a failure */
  int max_size;            /* 0: no limit */
  int max_repairs;         /* 0: no limit */
  double timeout_s;        /* 0: no limit */
  int progress;            /* report progress on stderr after a second */
  int prune;               /* PRUNE_* bits (prune.h) */
  int per_site;            /* mutations allowed in one site (>= 1) */
} search_opts;

typedef enum search_status {
  SEARCH_EXHAUSTED,        /* every candidate was decided */
  SEARCH_LIMIT,            /* max-size or max-repairs stopped it */
  SEARCH_TIMEOUT,
  SEARCH_CORRECT,          /* the program needs no repair */
  SEARCH_ERROR             /* encoding failed (message printed) */
} search_status;

typedef struct search_repair {
  int size;
  const int *muts;         /* indexes into the mutation space, by site */
  double elapsed_s;
} search_repair;

/* Called for each repair as soon as it is proven; return nonzero to stop
 * the search (for example when an independent re-check disagrees). */
typedef int (*search_found_fn)(void *ctx, const search_repair *r);

typedef struct search_stats {
  search_status status;
  int repairs;
  long candidates;         /* mutants validated by the SMT solver */
  prune_stats prune;       /* what the pruning rules learned */
  int max_size_done;       /* every size up to this one was exhausted */
  double elapsed_s;
  double encode_s, generate_s, validate_s;  /* parts of elapsed_s */
  int stopped_by_callback;
} search_stats;

void search_run(const ir_prog *p, const mut_space *ms, const search_opts *o, search_found_fn found,
                void *ctx, search_stats *st, FILE *diag);

const char *search_status_str(search_status s);

#endif

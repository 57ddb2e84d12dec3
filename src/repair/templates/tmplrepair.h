/* tmplrepair.h - the template engine: diagnose, then refine templates for
 * each minimal diagnosis, smallest first (seed 004). */
#ifndef AMEND_TMPLREPAIR_H
#define AMEND_TMPLREPAIR_H

#include <stdio.h>

#include "bmc/bmc.h"
#include "spec/sites.h"

typedef struct tr_opts {
  const bmc_opts *bo;
  int ninputs;             /* failing inputs for diagnosis */
  int max_size;            /* largest diagnosis (0: any) */
  int max_repairs;         /* 0: no limit */
  int max_iter;            /* refinements per diagnosis */
  double timeout_s;        /* whole engine; 0: none */
  const site_opts *spec;    /* slots that are specification (site_frozen) */
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
} tr_stats;

void tr_run(const ir_prog *p, const tr_opts *o, tr_found_fn found, void *ctx, tr_stats *st, FILE *diag);
const char *tr_status_str(tr_status s);

#endif

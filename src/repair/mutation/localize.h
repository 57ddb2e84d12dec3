/* localize.h - `amend localize`: the must location set of one failing run.
 *
 * The program is checked as by `amend check`; on a violation the
 * counterexample's model is sliced (slice.h) and the slots (ir.h) whose
 * values the failure rests on are reported.  No repair that leaves all of
 * them unchanged can make this run pass (seed 001, Definition 1). */
#ifndef AMEND_LOCALIZE_H
#define AMEND_LOCALIZE_H

#include <stdio.h>

#include "bmc/bmc.h"

typedef struct localize_result {
  bmc_result check;        /* the verdict and counterexample, as `amend check` gives them */
  int nmust;
  const ir_expr **must;    /* slot roots, in source order */
  bmc *enc;                /* owns what check points to */
} localize_result;

/* Returns 0, or -1 when the program cannot be encoded (message on diag).
 * ref_file: the file of a --reference (never reported), or -1. */
int localize_run(const ir_prog *p, const bmc_opts *o, int ref_file, localize_result *r, FILE *diag);
void localize_result_free(localize_result *r);

#endif

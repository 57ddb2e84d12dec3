/* testmut.h - the mutation search with a test suite as the oracle.
 *
 * The mutations are the ones `amend repair` explores (mutate.h); all of
 * them are compiled once into a mutant schema (native/schema.h), so a
 * candidate costs process runs, not a compile.  Candidates are sets of
 * mutations at distinct sites, enumerated by increasing size; a set that
 * contains a repair is never tried, so every repair reported is minimal,
 * and every minimal repair up to the size limit is reported.  A
 * candidate is refuted by the first test it fails; tests that refuted
 * recently are tried first (the sieve of seed 003), and a run that
 * exceeds the short limit is retried with the full one before it counts,
 * on the candidate compiled on its own: the schema pays for choosing an
 * alternative at every evaluation of a site, many times the plain
 * program's time on a tight loop, so its timeouts prove nothing.
 * Sites the schema cannot express (initialisers that must be constant,
 * initialiser lists) are left out and counted. */
#ifndef AMEND_TESTMUT_H
#define AMEND_TESTMUT_H

#include <stdio.h>

#include "repair/mutation/search.h"
#include "spec/tsuite.h"

typedef struct tm_stats {
  search_status status;        /* EXHAUSTED, LIMIT, TIMEOUT or ERROR */
  int repairs;
  long candidates;
  int max_size_done;
  int sites, muts;             /* in the schema */
  int sites_left_out;
  double build_s, elapsed_s;
} tm_stats;

void tm_run(ts_ctx *c, const mut_space *ms, int max_size, int max_repairs, search_found_fn fn,
            void *ctx, tm_stats *st, FILE *diag);

#endif

/* repair.h - `amend repair`: load, enumerate mutations, search, re-check
 * every repair independently, report. */
#ifndef AMEND_REPAIR_H
#define AMEND_REPAIR_H

#include <stdio.h>

#include "spec/program.h"

typedef struct repair_cli {
  program_spec spec;
  int unwind;
  int unwinding_assertions;    /* PATCH_CUT_* (spec/patch.h): runs the bound cuts */
  int level;
  int max_size;
  int max_repairs;
  double timeout_s;
  int nfrozen;
  const char *const *frozen;   /* --no-mutate */
  int json;
  const char *sarif;           /* output path or NULL */
  int prune;                   /* --prune: SEARCH_PRUNE_* bits */
  int per_site;                /* --per-site D */
  int engine;                  /* ENGINE_* bits */
  int ninputs;                 /* --inputs: failing inputs for diagnosis */
  const char *tests;           /* --tests DIR: repair against a test suite */
  double test_timeout_s;       /* --test-timeout */
  const char *oracle;          /* --oracle CMD: a checker judges each test's output */
  FILE *json_out;              /* --json-out: the JSON output again, or NULL */
  const struct rep_tests *tests_before; /* not a flag: the test-suite engines ran
                                  first (testrepair.h), for the summary */
  int no_ref_tests;            /* not a flag: a whole-program --reference is
                                  searched by the verifier alone (no tests
                                  drawn from it: testrepair.h) */
  int nmutate;
  const char *const *mutate;   /* --mutate: functions a harness rule would
                                  leave alone (spec/sites.h) */
} repair_cli;

/* --engine mutation|templates|auto, synthesis with --tests, reference with
 * a whole-program --reference (the guided engine, repair/guided) */
enum { ENGINE_MUTATION = 1, ENGINE_TEMPLATES = 2, ENGINE_AUTO = 3, ENGINE_SYNTHESIS = 4, ENGINE_REFERENCE = 8 };
/* Its name in summaries: "mutation", ..., "reference". */
const char *repair_engine_name(int engine);

/* Runs the whole command; returns the exit code (0 repaired or correct,
 * 10 no repair exists in the space, 5 a limit stopped the search, 6 input
 * error, 70 internal error).  With ENGINE_AUTO the template engine runs
 * in a second process next to the mutation search; its repairs are
 * reported when the mutation search found none. */
int repair_main(const repair_cli *c);
/* Is c a whole-program --reference repair that the test-suite engines
 * take first, on tests drawn from the reference (spec/refsuite.h)? */
int repair_by_ref_tests(const repair_cli *c);

#endif

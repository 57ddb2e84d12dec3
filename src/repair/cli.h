/* cli.h - what `amend repair` was asked, as every part of src/repair reads
 * it: the orchestrator (repair.h), the verifier's engines (verifyrepair.h)
 * and the test-suite engines (testrepair.h). */
#ifndef AMEND_REPAIR_CLI_H
#define AMEND_REPAIR_CLI_H

#include <stdio.h>

#include "load/program.h"

typedef struct repair_cli {
  program_spec spec;
  int unwind;
  int unwinding_assertions;    /* PATCH_CUT_* (oracle/patch.h): runs the bound cuts */
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
  FILE *out;                   /* not a flag: where the repairs and the summary
                                  go instead of stdout (amend feedback reads
                                  them), or NULL; the caller then owns the
                                  watchdog's backstop summary too */
  const struct rep_tests *tests_before; /* not a flag: the test-suite engines ran
                                  first (testrepair.h), for the summary */
  double tmpl_share_s;         /* not a flag: > 0, the template engine's
                                  wall-clock limit after the test-suite
                                  engines (its share of --timeout) */
  int no_ref_tests;            /* not a flag: a whole-program --reference is
                                  searched by the verifier alone (no tests
                                  drawn from it: testrepair.h) */
  int nmutate;
  const char *const *mutate;   /* --mutate: functions a harness rule would
                                  leave alone (oracle/sites.h) */
  int ndonors;
  const char *const *donors;   /* --donor: correct programs of the same task,
                                  sources of edits like the reference (never
                                  what a repair is proven against) */
  /* "amend repair FILES" with the flags that say what c repairs against
   * (--reference, --tests, --stdin-bytes, ...): the start of the command
   * a "bound" summary suggests; malloc'd.  The command line (main.c)
   * writes it from its table of options; NULL: "amend repair". */
  char *(*command)(const struct repair_cli *c);
} repair_cli;

/* --engine mutation|templates|auto, synthesis with --tests, reference with
 * a whole-program --reference (the guided engine, repair/guided) */
enum { ENGINE_MUTATION = 1, ENGINE_TEMPLATES = 2, ENGINE_AUTO = 3, ENGINE_SYNTHESIS = 4, ENGINE_REFERENCE = 8 };

#endif

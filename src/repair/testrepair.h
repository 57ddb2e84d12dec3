/* testrepair.h - `amend repair --tests DIR`: repair against a test suite.
 * With a whole-program --reference and no --tests, the suite is drawn
 * from the reference (oracle/refsuite.h).
 *
 * The program is read leniently (any C gcc accepts; constructs outside
 * the verifiable subset become opaque), compiled natively and run on the
 * suite.  Two engines: angelic localization with condition synthesis
 * (repair/synthesis/synthesis.h) and the mutation search over a mutant
 * schema (repair/mutation/mutation.h); --engine auto runs both,
 * synthesis first.  Every repair is validated by ts_validate before it
 * is printed.  When the tests cannot settle the run, the engines say which
 * step comes next and the orchestrator (repair.h) takes it: nothing here
 * calls back up. */
#ifndef AMEND_TESTREPAIR_H
#define AMEND_TESTREPAIR_H

#include "repair/cli.h"
#include "report/repairs.h"

/* What the orchestrator does after the test-suite engines. */
typedef enum testrepair_next {
  TESTREPAIR_DONE,       /* nothing: their exit code is the command's */
  TESTREPAIR_REFERENCE,  /* every given test passes and a reference is
                            there: repair against the reference alone */
  TESTREPAIR_VERIFIER,   /* the reference alone, by the verifier's search
                            (no tests can be drawn from it, or every one
                            passes) */
  TESTREPAIR_TEMPLATES,  /* no mutation or condition repair passes the
                            reference: the template engine on the
                            verifier's path */
} testrepair_next;

typedef struct testrepair_result {
  testrepair_next next;
  rep_tests tests;       /* with TESTREPAIR_TEMPLATES: what the test-suite
                            engines did, for the summary */
} testrepair_result;

/* Runs the test-suite engines; returns the exit code (util/exitcode.h),
 * which is the command's when out->next is TESTREPAIR_DONE. */
int testrepair_run(const repair_cli *c, testrepair_result *out);

#endif

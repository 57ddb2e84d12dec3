/* repair.h - `amend repair`: the orchestrator.  It checks the engine
 * choice, hands the run to the test-suite engines (testrepair.h) or the
 * verifier's (verifyrepair.h) and, when the first ones hand it on (their
 * fallback decision), calls the next step itself. */
#ifndef AMEND_REPAIR_H
#define AMEND_REPAIR_H

#include "repair/cli.h"

/* Runs the whole command; returns the exit code (util/exitcode.h: 0
 * repaired or correct, 10 no repair exists in the space, 5 a limit stopped
 * the search, 6 input error, 70 internal error). */
int repair_main(const repair_cli *c);
/* Is c a whole-program --reference repair that the test-suite engines
 * take first, on tests drawn from the reference (oracle/refsuite.h)? */
int repair_by_ref_tests(const repair_cli *c);

#endif

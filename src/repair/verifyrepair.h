/* verifyrepair.h - `amend repair` on the verifier's path: the program's
 * assertions, or an equivalence harness against --reference, are the
 * specification.  The mutation search (repair/mutation/mutation.h) and,
 * with --engine auto, the template engine (repair/templates/templates.h)
 * in a second process (tmplproc.h); every repair is re-checked
 * independently (recheck.h) before it is printed (output.h). */
#ifndef AMEND_VERIFYREPAIR_H
#define AMEND_VERIFYREPAIR_H

#include "repair/cli.h"

/* Runs the search; returns the exit code (util/exitcode.h).  The
 * orchestrator (repair.h) has checked the engine choice. */
int verifyrepair_run(const repair_cli *c);

#endif

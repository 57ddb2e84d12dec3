/* overfit.h - rules that tell a patch which explains a test suite from
 * one that only memorises it.
 *
 * With tests alone (no reference to prove against), a candidate that
 * passes every test may still be wrong on every input nobody wrote down:
 * `inp < 74` where 74 is no number of the program or of the tests, a
 * guard on `argc` in a program that reads stdin and never looks at its
 * arguments.  Each rule here looks at one change's text against the
 * program and the suite; a candidate that breaks one is refused, with the
 * rule's name in the summary.  The rules, and what each was measured to
 * do on real submissions, are in doc/tests.md ("Patches that explain the
 * tests").
 *
 *   constant  the replacement brings an integer literal that is neither
 *             -1, 0 or 1, nor one of the program's literals, nor a number
 *             in the tests' inputs or outputs, nor one more or one less
 *             than a literal of the text it replaces (an off-by-one edit);
 *   unread    the replacement names a variable the program declares but
 *             no expression of it names (argc and argv in a program that
 *             reads stdin, a local declared and forgotten); the
 *             synthesis engines do not offer such variables either
 *             (oracle/scope.h);
 *   uninit    the patched program reads a variable before anything is
 *             written to it, as gcc sees it (`'n1' is used
 *             uninitialized`, not the guesses of "may be"), where the
 *             original does not (a statement deleted that set it, a guard
 *             on a variable nobody set); or it fails a test once the
 *             memory it never wrote holds a pattern instead of the zeros
 *             a fresh process's stack mostly has.  Its output then hangs
 *             on whatever memory held; passing the tests is luck. */
#ifndef AMEND_OVERFIT_H
#define AMEND_OVERFIT_H

#include "ir/ir.h"
#include "native/suite.h"
#include "oracle/patch.h"
#include "oracle/tsuite.h"

typedef struct overfit overfit;

/* The rules for program p (as loaded, lenient) and the suite s. */
overfit *of_new(const ir_prog *p, const suite *s);
void of_free(overfit *o);

/* The rule a change breaks ("constant", "unread"), or NULL: original is
 * the text it replaces, replacement the text it puts there. */
const char *of_refuse(overfit *o, const char *original, const char *replacement);

/* The rule the patched program breaks ("uninit"), or NULL.  Runs gcc on
 * each patched file (written in ts's directory, with its cflags), and on
 * the original file once, when the patched one draws a warning; then the
 * suite on the program built with memory nobody wrote holding a pattern
 * (ts_defined). */
const char *of_refuse_patch(overfit *o, ts_ctx *ts, const patch *pt);

/* Refusals so far, per rule. */
typedef struct of_counts {
  int constant, unread, uninit;
} of_counts;
void of_counts_get(const overfit *o, of_counts *c);

#endif

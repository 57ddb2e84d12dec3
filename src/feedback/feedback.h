/* feedback.h - `amend feedback`: a repair run turned into feedback a
 * student can learn from (report/feedback.h's four levels).
 *
 * It runs the repair command in-process (repair/repair.h) with its JSON
 * kept, asking for the first repair only; with no repair it asks amend
 * localize's question (the lines one of which must change) against a
 * whole-program reference; and it writes the levels up to --level as
 * text, as JSON, or as the results file of an autograder (Gradescope,
 * PrairieLearn), then one entry per level or, with --tests, per test of
 * the course's suite run on the submission.
 *
 * Exit codes are repair's: 0 feedback from a proven repair (or nothing to
 * fix), 10 no repair exists in the space searched, 5 a limit stopped the
 * search first (the levels that hold are still given), 6 input error, 70
 * internal error.  An autograder's file is written in every case but a
 * bad command line, so that a submission that does not compile still gets
 * its results file. */
#ifndef AMEND_FEEDBACK_CMD_H
#define AMEND_FEEDBACK_CMD_H

#include <stdio.h>

#include "repair/cli.h"

/* --format; --json is FEEDBACK_JSON */
enum { FEEDBACK_TEXT, FEEDBACK_JSON, FEEDBACK_GRADESCOPE, FEEDBACK_PRAIRIELEARN };
/* --entries: an autograder's file has one entry per level or per test */
enum { FEEDBACK_PER_LEVEL, FEEDBACK_PER_TEST };

typedef struct feedback_opts {
  int level;              /* --level 1..4: the last level given */
  int format;             /* FEEDBACK_TEXT, ... */
  int entries;            /* FEEDBACK_PER_LEVEL or FEEDBACK_PER_TEST */
  double points;          /* --points: a test's, or the whole program's */
  const char *visibility; /* --visibility (Gradescope) */
  FILE *json_out;         /* --json-out: the JSON again, or NULL */
} feedback_opts;

/* r: the repair that feedback is made of, as `amend repair` would run it
 * (its output is kept, not printed).  Returns the exit code. */
int feedback_main(const repair_cli *r, const feedback_opts *o);

#endif

/* autograder.h - the results files autograders read, written from the
 * feedback of report/feedback.h: Gradescope's results.json and
 * PrairieLearn's external grader results.json (doc/feedback.md has both
 * formats and a ready script for each).  Also the course's own tests run
 * on the submission, for files with one entry per test. */
#ifndef AMEND_AUTOGRADER_H
#define AMEND_AUTOGRADER_H

#include <stddef.h>
#include <stdio.h>

#include "load/program.h"
#include "report/feedback.h"

/* One test of --tests DIR, run natively on the submission. */
typedef struct ag_test {
  char *name;
  int passed;
  const char *status;   /* native/run.h's run_status_name */
  char *in, *out, *exp; /* its stdin, what was printed, what was expected */
  size_t nin, nout, nexp;
} ag_test;

typedef struct ag_tests {
  int n;
  ag_test *v;
  char *problem;        /* the program does not compile: gcc's words; else NULL */
} ag_tests;

/* Compile spec's files with gcc and run every test of dir on them, as
 * `amend repair --tests` judges one (compare: how outputs are compared;
 * timeout_s per run).  0, or -1 after a message on diag (no such suite). */
int ag_run_tests(const program_spec *spec, const char *dir, double timeout_s, ag_tests *out, FILE *diag);
void ag_tests_free(ag_tests *t);

typedef struct ag_opts {
  int level;              /* feedback levels released, 1..4 */
  int per_test;           /* one entry per test (else one per level) */
  double points;          /* each test's points, or the whole program's */
  const char *visibility; /* Gradescope's: visible, hidden, after_due_date, after_published */
  const char *problem;    /* amend could not read the program: why; else NULL */
} ag_opts;

void ag_gradescope(FILE *o, const fb *f, const ag_opts *a, const ag_tests *t);
void ag_prairielearn(FILE *o, const fb *f, const ag_opts *a, const ag_tests *t);

#endif

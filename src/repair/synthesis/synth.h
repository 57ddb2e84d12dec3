/* synth.h - a C condition from examples, by component-based synthesis
 * (seed 002, sections 3.3.4 to 3.5).
 *
 * The examples are rows: the values of the integer variables visible at
 * one location during one execution of it, and the truth value the
 * condition must have there.  A condition is a wiring of building blocks
 * (comparisons, + - *, && || !) whose inputs are the variables and the
 * candidate constants; Z3 chooses the wiring through integer location
 * variables, one wiring for all rows.  Levels grow the set of blocks,
 * starting from a single comparison.
 *
 * Every candidate handed to the caller agrees with every row (checked in C
 * after the solver proposed it) and mentions at least one variable: a
 * constant condition is the caller's business (it knows whether it is
 * trivial).  Candidates come in preference order: lower level first, and
 * within a level those using only constants present in the program first. */
#ifndef AMEND_SYNTH_H
#define AMEND_SYNTH_H

#include <stdint.h>

#define SYNTH_LEVELS 6

typedef struct synth_spec {
  int nvars;
  const char *const *vars;        /* names, spelled as C code at the location may use them */
  int nconsts;
  const int64_t *consts;          /* candidate constants, no duplicates */
  const unsigned char *foreign;   /* per constant: 1 if it does not occur in the program */
  const char *const *spelling;    /* per constant: the program's own token ('W', 0x1f), or
                                     NULL (the whole array may be NULL): printed as a number */
  int nrows;
  const int64_t *vals;            /* nrows * nvars values, row-major */
  const unsigned char *want;      /* per row: 1 = condition true, 0 = false */
  int max_level;                  /* 1 .. SYNTH_LEVELS */
  double timeout_s;               /* wall-clock seconds for the whole call; <= 0: no limit */
  double cpu_s;                   /* CPU seconds for the whole call (the same work on a
                                     loaded machine); <= 0: no limit */
} synth_spec;

typedef struct synth_cand {
  const char *text;     /* a C expression, e.g. "pos >= n", "a != 0 && b % a == 0" */
  int level;
  int uses_foreign;     /* mentions a constant with foreign[] set */
  int size;             /* building blocks used */
} synth_cand;

/* Calls cb on up to max_cands syntactically distinct candidates, in
 * preference order, until cb returns non-zero.  Returns the number of
 * candidates produced; 0 when none exists up to max_level (or time ran
 * out: *timed_out is set then, if timed_out != NULL). */
int synth_enumerate(const synth_spec *s, int max_cands,
                    int (*cb)(void *ctx, const synth_cand *c), void *ctx, int *timed_out);

#endif

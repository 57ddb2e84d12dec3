/* tsuite.h - what the test-suite engines share: the suite, the private
 * work directory, the run limits, and the independent validation.
 *
 * Engines search with a short per-run limit (a run slower than that is
 * retried with the full --test-timeout before anything is concluded from
 * it), and every repair they propose is validated by ts_validate: the
 * patched text is compiled from scratch, without probes or schemata, and
 * the whole suite runs on it with the full limit. */
#ifndef AMEND_TSUITE_H
#define AMEND_TSUITE_H

#include <stdint.h>
#include <stdio.h>

#include "native/run.h"
#include "native/suite.h"
#include "oracle/patch.h"
#include "report/repairs.h"

typedef struct ts_ctx {
  const ir_prog *p;
  const suite *s;
  const char *dir;              /* private work directory */
  const char *const *cflags;    /* -I/-D/-U for gcc */
  int ncflags;
  double timeout_s;             /* --test-timeout */
  double short_s;               /* the search's first limit per run */
  double deadline;              /* clock_now() value at which engines stop; 0: none */
  int nfail, npass;
  int *fail, *pass;             /* test indexes by the original program's outcome */
  run_status *base;             /* per test: the original program's outcome */
  double base_max_s;            /* slowest run of the original program that
                                   ended within the limit */
  double *base_s;               /* per test: the original's time (wall), -1 where a
                                   limit stopped it (time, output) */
  long runs;                    /* test runs so far, all engines */
  char *orig_bin, *orig_dir;    /* the original program, compiled by ts_baseline */
  int nvalid;                   /* validations so far */
  const int64_t *spec_consts;   /* integer literals of the specification (a reference's),
                                   which a synthesized condition may use; not owned */
  int nspec_consts;
  double validate_s;
  double cap_s;                 /* the CPU-time cap of every run (ts_cap); 0: none */
  double cap_factor, cap_floor; /* a run's cap on test i: ts_cap_of */
  char *pat_bin, *pat_dir;      /* the original built as ts_defined builds (lazily) */
  unsigned char *luck;          /* per test (nluck of them): 0 not run yet, 1 the
                                   original ends or prints otherwise so built, 2 not */
  int nluck;
} ts_ctx;

/* Compile the program as it is and run the suite with the full limit:
 * fills base, fail, pass, base_max_s and short_s.  -1 after printing gcc's
 * complaint on diag (when not NULL) when the program does not compile. */
int ts_baseline(ts_ctx *c, FILE *diag);
void ts_free(ts_ctx *c);   /* what ts_baseline allocated */
/* Tests were appended to the suite (suite_add) after ts_baseline: run the
 * original program on them and file them under fail or pass.  Engines
 * that keep their own order of the tests look for them at c->s->n. */
void ts_added(ts_ctx *c);

/* Run test i on bin; limit 0 means the full timeout.  ts_check, for
 * pass or fail alone, stops a run at its first wrong byte (RUN_WRONG). */
run_status ts_run(ts_ctx *c, const char *bin, int i, const char *const *env, int nenv, double limit);
run_status ts_check(ts_ctx *c, const char *bin, int i, const char *const *env, int nenv, double limit);
/* ts_check, and the run's result: its time, and whether the CPU-time cap
 * ended it (r->at_cap). */
run_status ts_check_r(ts_ctx *c, const char *bin, int i, const char *const *env, int nenv, double limit,
                      run_result *r);
/* Every run from now on (every engine's, this process's) may use at most
 * factor times the original's slowest run in CPU time, and at least
 * floor_s seconds (native/sandbox.h's cap; c->cap_s); a factor of 0 lifts
 * the cap.  A run on test i through ts_run and ts_check gets less:
 * ts_cap_of(c, i). */
void ts_cap(ts_ctx *c, double factor, double floor_s);
/* The CPU-time cap of a run on test i: factor times the original's time on
 * that test, at least the floor, at most c->cap_s (all of it on a test
 * where a limit stopped the original, or one it has not run). */
double ts_cap_of(const ts_ctx *c, int i);

/* 1 when the patched program compiles and passes every test, else 0. */
int ts_validate(ts_ctx *c, const patch *pt);
/* The same on tests[0..n) only, with the full limit, not counted as a
 * validation. */
int ts_passes(ts_ctx *c, const patch *pt, const int *tests, int n);
/* 0 when the patched program, built with its uninitialised locals filled
 * with a pattern (gcc's -ftrivial-auto-var-init=pattern) and array
 * indexes out of bounds trapping (-fsanitize=bounds), run with malloc's
 * memory filled with another pattern (MALLOC_PERTURB_), fails a test on
 * which the original so built ends and prints as it does plainly: what it
 * passed, it passed by the luck of what memory held.  1 when it passes
 * them all, or gcc cannot build it so. */
int ts_defined(ts_ctx *c, const patch *pt);
/* The patched program compiled plainly (no probes) into dir: the
 * binary's path (malloc'd), or NULL when gcc refuses it. */
char *ts_build(ts_ctx *c, const patch *pt, const char *dir);

int ts_out_of_time(const ts_ctx *c);

/* After ts_baseline: the failing test with the shortest stdin (the first
 * of equals), run once more on the original program to keep what it
 * printed, into *out with the expected output (report/repairs.h; `given`
 * is left to the caller).  Returns its index, or -1 when no test fails or
 * the run cannot be made (then out->has is 0). */
int ts_shortest_failing(ts_ctx *c, rep_failing *out);

/* A fresh subdirectory of the work directory (malloc'd path). */
char *ts_subdir(ts_ctx *c, const char *tag);

#endif

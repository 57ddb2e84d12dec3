/* run.h - compile C with gcc and run the result on a test, natively.
 *
 * Everything happens in a private work directory (run_workdir) that is
 * removed afterwards; the user's files are only read.  A test run feeds
 * the test's .in file on stdin, collects stdout (up to RUN_MAX_OUTPUT
 * bytes, more is a failure), discards stderr, and kills the whole process
 * group when the time limit passes.  Every run of the user's program goes
 * through the sandbox of sandbox.h: a fresh directory of its own (its
 * working directory and TMPDIR), resource limits, and bwrap's namespaces
 * where bwrap works.  gcc and a --oracle checker are not user code and
 * run outside it. */
#ifndef AMEND_RUN_H
#define AMEND_RUN_H

#include "native/suite.h"

#define RUN_MAX_OUTPUT (1u << 20)

typedef enum run_status {
  RUN_PASS,       /* exit 0 and stdout equal to the expected bytes */
  RUN_WRONG,      /* exit 0, other output (or too much output) */
  RUN_EXIT,       /* exited with a non-zero status */
  RUN_CRASH,      /* killed by a signal */
  RUN_TIMEOUT,    /* still running at the time limit */
  RUN_ERROR       /* could not start (fork/exec/open failed) */
} run_status;

typedef struct run_result {
  run_status status;
  int code;            /* exit status, or the signal number for RUN_CRASH */
  double secs;         /* wall-clock time */
  int at_cap;          /* RUN_TIMEOUT at sandbox_cpu_cap's CPU-time cap, not the wall limit */
  int too_much;        /* RUN_WRONG at RUN_MAX_OUTPUT bytes of output */
} run_result;

/* Where this process's time went natively, so far: runs of user code
 * (every run_* below, wall-clock) and compiler runs. */
typedef struct run_time {
  long runs;
  double run_s;
  double stopped_s;    /* of run_s, in runs a time or CPU limit ended */
  long compiles;
  double compile_s;
} run_time;
void run_time_get(run_time *t);

/* A fresh private directory under $TMPDIR (or /tmp), malloc'd path, or
 * NULL.  run_rmtree removes a directory tree (no symlinks followed). */
char *run_workdir(void);
void run_rmtree(const char *dir);

/* gcc -std=gnu11 -O0 -w [extra...] srcs... -o out.  Returns 0 on success;
 * otherwise -1 and, when log != NULL, *log = gcc's output (malloc'd). */
int run_compile(const char *const *srcs, int nsrcs, const char *const *extra, int nextra,
                const char *out, char **log);
/* The same with another compiler that takes gcc's options (clang). */
int run_compile_cc(const char *cc, const char *const *srcs, int nsrcs, const char *const *extra, int nextra,
                   const char *out, char **log);
/* gcc -std=gnu11 -O0 -c [extra...] src -o /dev/null, with the warnings
 * extra asks for: gcc's diagnostics in *log (malloc'd) whether it
 * compiled or not.  Returns 0 when it compiled. */
int run_diagnose(const char *src, const char *const *extra, int nextra, char **log);

/* Run bin on test t, its output compared byte for byte.  env: extra
 * "NAME=VALUE" strings added to the inherited environment (nenv may be
 * 0).  Never returns RUN_PASS for a test whose expected output differs. */
run_status run_test(const char *bin, const suite_test *t, double timeout_s,
                    const char *const *env, int nenv, run_result *r);

/* Run bin on test i of s, judged as the suite says (suite_judge_set).
 * Under SUITE_ORACLE the output is written to a private file and, when
 * the program exited 0, the checker runs as
 *   /bin/sh -c 'CMD "$@"' amend-oracle ACTUAL EXPECTED INPUT
 * (stdin empty, its output discarded, the same time limit on its own):
 * exit 0 passes, another exit fails (RUN_WRONG), the limit is
 * RUN_TIMEOUT.  r->secs includes the checker's time. */
run_status run_suite_test(const char *bin, const suite *s, int i, double timeout_s,
                          const char *const *env, int nenv, run_result *r);

/* run_suite_test for a search that needs only pass or fail: a run whose
 * output already differs from the expected (a wrong byte, or more bytes
 * than expected) is killed there and is RUN_WRONG, whatever it would
 * have done next (a program that loops printing costs no time limit). */
run_status run_suite_verdict(const char *bin, const suite *s, int i, double timeout_s,
                             const char *const *env, int nenv, run_result *r);
/* Either of the two, for a caller that chooses. */
typedef run_status (*suite_run_fn)(const char *, const suite *, int, double, const char *const *, int, run_result *);

/* Run bin with in_path on stdin, its stdout written to out_path (created
 * or emptied): RUN_PASS when it exits 0 within the limit and within
 * RUN_MAX_OUTPUT bytes, else what went wrong, as for a test. */
run_status run_capture(const char *bin, const char *in_path, const char *out_path, double timeout_s,
                       const char *const *env, int nenv, run_result *r);

/* run_capture for a program built with MemorySanitizer, whose shadow
 * memory takes terabytes of address space: every limit of sandbox.h but
 * that one. */
run_status run_capture_sanitized(const char *bin, const char *in_path, const char *out_path, double timeout_s,
                                 run_result *r);

const char *run_status_name(run_status s);   /* "pass", "wrong-output", "exit", "crash", "timeout", "error" */

#endif

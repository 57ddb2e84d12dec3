/* suite.h - a test suite on disk: inputs on stdin, expected stdout.
 *
 * A suite is a directory.  Each test is a pair NAME.in (the bytes fed on
 * standard input) and NAME.out (the exact bytes expected on standard
 * output); the pairs input-posN / output-posN and input-negN / output-negN
 * (N a number, no extension: GenProg's names) are accepted as well.  Tests are sorted by name (numbers in names compare
 * by value, so t2 comes before t10).  A NAME.in without its NAME.out, or
 * the reverse, is an error; files of any other name are ignored.
 *
 * How an output is judged is the suite's (suite_judge_set): byte for byte,
 * up to whitespace (judge.h), or by an external checker run as
 * CMD ACTUAL EXPECTED INPUT (run.h). */
#ifndef AMEND_SUITE_H
#define AMEND_SUITE_H

#include <stddef.h>
#include <stdio.h>

#include "native/judge.h"

typedef struct suite_test {
  char *name;          /* NAME, or "posN", "negN" */
  char *in_path;       /* path of the stdin file */
  char *expect;        /* expected stdout as judged: NUL-terminated copy,
                          in judge.h's canonical form under SUITE_SPACE,
                          SUITE_TOKENS and SUITE_NUMBERS */
  size_t expect_len;   /* its length in bytes (it may hold NULs) */
  char *out_path;      /* path of the expected-output file */
} suite_test;

typedef enum suite_judge {
  SUITE_EXACT,         /* the output equals the expected bytes */
  SUITE_SPACE,         /* equal after judge_norm on both sides */
  SUITE_ORACLE,        /* the checker command exits 0 */
  SUITE_TOKENS,        /* equal as words (judge.h, JUDGE_TOKENS) */
  SUITE_NUMBERS        /* equal in the numbers printed (JUDGE_NUMBERS) */
} suite_judge;

/* Is j one of judge.h's canonical forms, and which? */
int suite_judge_normalises(suite_judge j);
judge_mode suite_judge_mode(suite_judge j);

typedef struct suite {
  int n;
  suite_test *t;
  suite_judge judge;   /* SUITE_EXACT after suite_load */
  const char *oracle;  /* SUITE_ORACLE: the shell command, not owned */
} suite;

/* Load the tests of dir.  Returns 0, or -1 after printing
 * "DIR: error: ..." to diag (missing directory, unpaired file, no test). */
int suite_load(const char *dir, suite *s, FILE *diag);
void suite_free(suite *s);

/* Choose how outputs are judged (oracle: the command for SUITE_ORACLE);
 * once, right after suite_load: under SUITE_SPACE the expected outputs
 * are replaced by their normal forms here. */
void suite_judge_set(suite *s, suite_judge j, const char *oracle);

/* Append a test whose files already exist (in_path, out_path; out/len:
 * the expected output as written), judged as the suite judges: returns
 * its index.  For suites built by amend rather than loaded. */
int suite_add(suite *s, const char *name, const char *in_path, const char *out_path, const char *out, size_t len);

#endif

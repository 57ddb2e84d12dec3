/* suite.h - a test suite on disk: inputs on stdin, expected stdout.
 *
 * A suite is a directory.  Each test is a pair NAME.in (the bytes fed on
 * standard input) and NAME.out (the exact bytes expected on standard
 * output); the pair input-posN / output-posN (N a number, no extension)
 * is accepted as well.  Tests are sorted by name (numbers in names compare
 * by value, so t2 comes before t10).  A NAME.in without its NAME.out, or
 * the reverse, is an error; files of any other name are ignored. */
#ifndef AMEND_SUITE_H
#define AMEND_SUITE_H

#include <stddef.h>
#include <stdio.h>

typedef struct suite_test {
  char *name;          /* NAME, or "posN" */
  char *in_path;       /* path of the stdin file */
  char *expect;        /* expected stdout, NUL-terminated copy */
  size_t expect_len;   /* its length in bytes (it may hold NULs) */
} suite_test;

typedef struct suite {
  int n;
  suite_test *t;
} suite;

/* Load the tests of dir.  Returns 0, or -1 after printing
 * "DIR: error: ..." to diag (missing directory, unpaired file, no test). */
int suite_load(const char *dir, suite *s, FILE *diag);
void suite_free(suite *s);

#endif

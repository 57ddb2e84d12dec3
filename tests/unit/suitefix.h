/* suitefix.h - one program file, read as the test-suite engines read it,
 * and its suite run on it as they have it (oracle/tsuite.h). */
#ifndef AMEND_TEST_SUITEFIX_H
#define AMEND_TEST_SUITEFIX_H

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "files.h"
#include "front/front.h"
#include "native/run.h"
#include "oracle/tsuite.h"

/* the file at path, through the lenient front end; NULL after a failed CHECK */
static inline ir_prog *parsed_leniently(const char *path) {
  front_opts fo = {.lenient = 1};
  const char *files[] = {path};
  ir_prog *p = front_parse(1, files, &fo, stderr);
  CHECK(p != NULL);
  return p;
}

/* ts for p and s, working in dir, each run limited to timeout_s; the
 * original program compiled and run on the suite (ts_baseline).  0, or
 * -1 after a failed CHECK. */
static inline int ts_ready(ts_ctx *ts, const ir_prog *p, const suite *s, const char *dir, double timeout_s) {
  memset(ts, 0, sizeof *ts);
  ts->p = p;
  ts->s = s;
  ts->dir = dir;
  ts->timeout_s = timeout_s;
  int r = ts_baseline(ts, stderr);
  CHECK_EQ_INT(r, 0);
  return r;
}

/* What ts_ready made, the program and the suite freed; then the work
 * directory's files (src and tdir are the program's and the tests' paths)
 * and the directory itself; the checks' verdict. */
static inline int suite_done(ts_ctx *ts, ir_prog *p, suite *s, char *src, char *tdir) {
  ts_free(ts);
  ir_prog_free(p);
  suite_free(s);
  free(src);
  free(tdir);
  run_rmtree(work);
  free(work);
  return check_summary();
}

#endif

/* test_tmplproc.c - the template engine's own process and its hard limit.
 *
 * After the test-suite engines the template engine gets a share of the
 * time (repair.c), and the child that runs it ends itself at the share
 * (plus a grace) whatever it is doing: the engine itself looks at the
 * clock only between its steps.  Here the child gets a hard limit of a
 * millisecond: parsing aside, encoding one program for Z3 takes longer
 * than that on any machine, and a busier one only makes it slower, so
 * the child always ends by its limit.  Collect must say so (TR_TIMEOUT,
 * a clean 0) rather than report a crash; and without the limit the same
 * engine finishes and repairs the program. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "files.h"
#include "bmc/bmc.h"
#include "load/program.h"
#include "native/run.h"
#include "oracle/patch.h"
#include "repair/tmplproc.h"

static int found(void *ctx, const tr_repair *r) {
  (void)r;
  ++*(int *)ctx;
  return 1;
}

/* an off-by-one constant: the template engine's one-variable shape (or
 * a constant) repairs it */
static const char *prog =
    "int nondet_int(void);\n"
    "int scale(int x) { return 3 * x + 2; }\n"
    "int main(void) {\n"
    "  int x = nondet_int();\n"
    "  __CPROVER_assume(x >= 0 && x <= 100);\n"
    "  __CPROVER_assert(scale(x) == 3 * x + 1, \"scale\");\n"
    "  return 0;\n"
    "}\n";

static void run(double hard_s, int *repairs, tr_stats *st, int *ok) {
  char *file = written_text("scale.c", prog);
  const char *files[1] = {file};
  program_spec sp;
  memset(&sp, 0, sizeof sp);
  sp.files = files;
  sp.nfiles = 1;
  const char *entry = NULL;
  ir_prog *p = program_load(&sp, &entry, stderr);
  CHECK(p != NULL);
  *repairs = 0;
  *ok = -2;
  if (p) {
    bmc_opts bo = {.entry = entry};
    patch_bmc_mode(&bo, PATCH_CUT_FULL, 4);
    site_opts so;
    memset(&so, 0, sizeof so);
    tr_opts o = {.bo = &bo, .ninputs = 2, .max_size = 2, .timeout_s = 60, .spec = &so};
    tmplproc *t = tmplproc_start(p, &o, hard_s);
    CHECK(t != NULL);
    if (t) *ok = tmplproc_collect(t, found, repairs, st);
    ir_prog_free(p);
  }
  free(file);
}

int main(void) {
  work = run_workdir();
  CHECK(work != NULL);
  if (!work) return check_summary();
  int repairs, ok;
  tr_stats st;
  run(0.001, &repairs, &st, &ok);
  CHECK_EQ_INT(ok, 0);
  CHECK_EQ_INT(st.status, TR_TIMEOUT);
  CHECK_EQ_INT(repairs, 0);
  CHECK(st.elapsed_s > 0);
  run(0, &repairs, &st, &ok);
  CHECK_EQ_INT(ok, 0);
  CHECK_EQ_INT(repairs, 1);
  run_rmtree(work);
  free(work);
  return check_summary();
}

/* test_overfit.c - the rules of oracle/overfit.h on one program and its
 * tests: constant and unread on a change's texts, uninit on patched
 * programs (gcc's warning, and the suite run with memory nobody wrote
 * holding a pattern: ts_defined).
 *
 * The program sums the numbers after a count, starting from 1 where 0 is
 * meant.  On a negative count it prints the first element of a block
 * fresh from malloc, which a fresh heap holds as zeros: its test passes
 * plainly and fails once MALLOC_PERTURB_ fills the block, for the
 * original as for any patch, so no patch is blamed for it (the original
 * prints otherwise there so built). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"
#include "files.h"
#include "suitefix.h"
#include "native/run.h"
#include "native/sandbox.h"
#include "native/suite.h"
#include "native/zygote.h"
#include "oracle/overfit.h"
#include "oracle/tsuite.h"

static const char *prog =
    "#include <stdio.h>\n"
    "#include <stdlib.h>\n"
    "static int twice(int v) {\n"
    "  int r;\n"
    "  r = v;\n"
    "  return 2 * r;\n"
    "}\n"
    "int main(int argc, char **argv) {\n"
    "  int n, i, x, sum;\n"
    "  int *fresh = malloc(4 * sizeof *fresh);\n"
    "  if (!fresh || scanf(\"%d\", &n) != 1) return 1;\n"
    "  if (n < 0) {\n"
    "    printf(\"%d\\n\", fresh[0]);\n"
    "    return 0;\n"
    "  }\n"
    "  sum = 1;\n"
    "  for (i = 0; i < n; i++) {\n"
    "    if (scanf(\"%d\", &x) != 1) return 1;\n"
    "    sum += x;\n"
    "  }\n"
    "  twice(n);\n"
    "  printf(\"%d\\n\", sum);\n"
    "  return 0;\n"
    "}\n";

/* the program's text with `from` (which must occur once) replaced by `to` */
static char *edited(const char *from, const char *to) {
  const char *at = strstr(prog, from);
  CHECK(at != NULL && strstr(at + 1, from) == NULL);
  if (!at) return strdup(prog);
  size_t a = (size_t)(at - prog), nf = strlen(from), nt = strlen(to), n = strlen(prog);
  char *t = malloc(n - nf + nt + 1);
  memcpy(t, prog, a);
  memcpy(t + a, to, nt);
  memcpy(t + a + nt, at + nf, n - a - nf + 1);
  return t;
}

/* the rule of_refuse_patch names for the program with these edits */
static const char *rule_of(overfit *o, ts_ctx *ts, const ir_prog *p, char *text) {
  patch pt = {p->nfiles, calloc((size_t)p->nfiles, sizeof(char *))};
  pt.text[0] = text;
  const char *r = of_refuse_patch(o, ts, &pt);
  patch_free(&pt);
  return r;
}

int main(int argc, char **argv) {
  if (argc >= 2 && !strcmp(argv[1], ZYGOTE_ARG)) return zygote_main(argc, argv);
  (void)argv;
  work = run_workdir();
  CHECK(work != NULL);
  if (!work) return check_summary();
  char why[256];
  if (sandbox_select(SANDBOX_BWRAP, why, sizeof why) == 0) zygote_use_self(1);
  else CHECK_EQ_INT(sandbox_select(SANDBOX_RLIMITS, why, sizeof why), 0);

  char *src = written_text("prog.c", prog);
  char *tdir = path_of("tests");
  CHECK(mkdir(tdir, 0700) == 0);
  write_text("tests/a.in", "2 3 4\n");
  write_text("tests/a.out", "7\n");
  write_text("tests/b.in", "0\n");
  write_text("tests/b.out", "0\n");
  write_text("tests/c.in", "-1\n");
  write_text("tests/c.out", "0\n");
  suite s;
  CHECK_EQ_INT(suite_load(tdir, &s, stderr), 0);
  ir_prog *p = parsed_leniently(src);
  if (!p || s.n != 3) return check_summary();
  ts_ctx ts;
  ts_ready(&ts, p, &s, work, 5);
  CHECK_EQ_INT(ts.nfail, 2);   /* a and b: the sum starts at 1 */
  CHECK_EQ_INT(ts.base[2], RUN_PASS);

  overfit *o = of_new(p, &s);
  /* constant: 74 is nowhere, 2 is one more than the literal it replaces,
   * 7 is a number of the tests */
  const char *k = of_refuse(o, "sum = 1", "sum = 74");
  CHECK(k != NULL && !strcmp(k, "constant"));
  CHECK(of_refuse(o, "sum = 1", "sum = 2") == NULL);
  CHECK(of_refuse(o, "sum = 1", "sum = 7") == NULL);
  /* unread: argc is declared and never named */
  const char *u = of_refuse(o, "n < 0", "argc < 0");
  CHECK(u != NULL && !strcmp(u, "unread"));
  CHECK(of_refuse(o, "n < 0", "x < 0") == NULL);

  /* uninit: the right patch breaks no rule, though test c fails once the
   * heap holds a pattern (the original's own luck) */
  CHECK(rule_of(o, &ts, p, edited("sum = 1;", "sum = 0;")) == NULL);
  /* the start deleted: gcc only guesses ("may be"), the patterned run
   * tells (sum starts from the pattern) */
  const char *r = rule_of(o, &ts, p, edited("  sum = 1;\n", ""));
  CHECK(r != NULL && !strcmp(r, "uninit"));
  /* twice's r never set: its value goes nowhere, so no run can tell;
   * gcc says "'r' is used uninitialized" */
  char *both = edited("sum = 1;", "sum = 0;");
  char *t = strstr(both, "  r = v;\n");
  CHECK(t != NULL);
  if (t) memmove(t, t + strlen("  r = v;\n"), strlen(t + strlen("  r = v;\n")) + 1);
  r = rule_of(o, &ts, p, both);
  CHECK(r != NULL && !strcmp(r, "uninit"));
  of_counts oc;
  of_counts_get(o, &oc);
  CHECK_EQ_INT(oc.constant, 1);
  CHECK_EQ_INT(oc.unread, 1);
  CHECK_EQ_INT(oc.uninit, 2);
  /* what the original does so built, run once a test and remembered:
   * test c hangs on the heap's contents, test a (the deleted start's
   * first failure) does not */
  CHECK(ts.nluck == 3 && ts.luck[2] == 1 && ts.luck[0] == 2);

  of_free(o);
  zygote_use_self(0);
  return suite_done(&ts, p, &s, src, tdir);
}

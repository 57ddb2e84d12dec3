/* test_judge.c - --compare space and --oracle on native runs.
 *
 * judge_norm against a table of outputs an online judge accepts or
 * rejects, the streaming form fed in every split against the whole one,
 * and run_suite_test on a real program under the three judges: the
 * expected output is the program's own up to spacing, and the oracle is a
 * shell command that sees ACTUAL EXPECTED INPUT. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "files.h"
#include "native/judge.h"
#include "native/run.h"
#include "native/suite.h"

static int same(const char *a, const char *b) {
  size_t la, lb;
  char *x = judge_norm(a, strlen(a), &la), *y = judge_norm(b, strlen(b), &lb);
  int eq = la == lb && memcmp(x, y, la) == 0;
  free(x);
  free(y);
  return eq;
}

static void test_norm(void) {
  static const struct { const char *a, *b; int eq; } cases[] = {
      {"3 4\n", "3 4\n", 1},
      {"3  4\n", "3 4\n", 1},          /* a run of blanks is one blank */
      {"3\t4\n", "3 4\n", 1},
      {"3 4 \n", "3 4\n", 1},          /* trailing blanks of a line */
      {"3 4\r\n", "3 4\n", 1},         /* DOS line ends */
      {"3 4", "3 4\n", 1},             /* missing final newline */
      {"3 4\n\n\n", "3 4\n", 1},       /* extra final newlines */
      {"3 4\n  \n", "3 4", 1},         /* a blank last line */
      {"a\n b\n", "a\n  b\n", 1},      /* leading runs: one blank each */
      {"", "\n \n", 1},
      {"34\n", "3 4\n", 0},            /* no blank is not a blank */
      {"a\nb\n", "a\n b\n", 0},        /* a leading blank counts */
      {"a\n\nb\n", "a\nb\n", 0},       /* an empty line inside counts */
      {"a b\n", "a\nb\n", 0},          /* lines stay lines */
      {"x", "", 0},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    int eq = same(cases[i].a, cases[i].b);
    CHECK_EQ_INT(eq, cases[i].eq);
    if (eq != cases[i].eq) fprintf(stderr, "  case %zu\n", i);
  }
  size_t n;
  const char *in = " a \t b \n\nc  \n\n";
  char *f = judge_norm(in, strlen(in), &n);
  CHECK_STR(f, " a b\n\nc");
  CHECK_EQ_INT(n, 7);
  free(f);
}

typedef struct grow {
  char buf[256];
  size_t n;
} grow;

static void sink(void *ctx, const char *b, size_t n) {
  grow *g = ctx;
  if (g->n + n < sizeof g->buf) memcpy(g->buf + g->n, b, n);
  g->n += n;
}

/* the stream's state carries over every split point */
static void test_stream(void) {
  const char *text = "  1 \t 2\n\n 3 \n \n\t4  \n\n";
  size_t len = strlen(text), n;
  char *whole = judge_norm(text, len, &n);
  for (size_t cut = 0; cut <= len; cut++) {
    grow g = {{0}, 0};
    judge_ws w;
    judge_ws_init(&w);
    judge_ws_feed(&w, text, cut, sink, &g);
    judge_ws_feed(&w, text + cut, len - cut, sink, &g);
    CHECK(g.n == n && memcmp(g.buf, whole, n) == 0);
  }
  free(whole);
}

/* prints the sum of two numbers with a trailing blank and no newline;
 * exits 1 without them */
static const char *sum_c =
    "#include <stdio.h>\n"
    "int main(void) { int a, b; if (scanf(\"%d %d\", &a, &b) != 2) return 1;\n"
    "  printf(\"sum:  %d \", a + b); return 0; }\n";

static void test_runs(void) {
  char *dir = path_of("s");
  CHECK(mkdir(dir, 0700) == 0);
  write_text("s/t1.in", "2 3\n");
  write_text("s/t1.out", "sum: 5\n");
  write_text("s/t2.in", "1 1\n");
  write_text("s/t2.out", "sum: 3\n");
  write_text("sum.c", sum_c);
  char *src = path_of("sum.c"), *bin = path_of("sum");
  const char *srcs[] = {src};
  CHECK_EQ_INT(run_compile(srcs, 1, NULL, 0, bin, NULL), 0);
  suite s;
  CHECK_EQ_INT(suite_load(dir, &s, stderr), 0);
  run_result r;
  CHECK_EQ_INT(s.judge, SUITE_EXACT);
  CHECK_EQ_INT(run_suite_test(bin, &s, 0, 10, NULL, 0, &r), RUN_WRONG);
  suite_judge_set(&s, SUITE_SPACE, NULL);
  CHECK_EQ_INT(run_suite_test(bin, &s, 0, 10, NULL, 0, &r), RUN_PASS);
  CHECK_EQ_INT(run_suite_test(bin, &s, 1, 10, NULL, 0, &r), RUN_WRONG);   /* 2 is not 3 */
  suite_free(&s);

  /* the checker sees ACTUAL EXPECTED INPUT: it records them and compares
   * the numbers only; its words are part of CMD */
  char *log = path_of("args");
  size_t cn = strlen(log) + 256;
  char *cmd = malloc(cn);
  snprintf(cmd, cn,
           "f() { printf '%%s\\n' \"$@\" >>'%s'; [ \"$(tr -cd 0-9 <\"$1\")\" = \"$(tr -cd 0-9 <\"$2\")\" ]; }; f",
           log);
  CHECK_EQ_INT(suite_load(dir, &s, stderr), 0);
  suite_judge_set(&s, SUITE_ORACLE, cmd);
  CHECK_EQ_INT(run_suite_test(bin, &s, 0, 10, NULL, 0, &r), RUN_PASS);
  CHECK_EQ_INT(run_suite_test(bin, &s, 1, 10, NULL, 0, &r), RUN_WRONG);
  FILE *f = fopen(log, "r");
  char line[3][512] = {{0}};
  for (int i = 0; f && i < 3; i++)
    if (fgets(line[i], sizeof line[i], f)) line[i][strcspn(line[i], "\n")] = '\0';
  if (f) fclose(f);
  char *in1 = path_of("s/t1.in"), *out1 = path_of("s/t1.out");
  CHECK(strstr(line[0], "/amend-actual-") != NULL);
  CHECK(access(line[0], F_OK) != 0);   /* removed after the run */
  CHECK_STR(line[1], out1);
  CHECK_STR(line[2], in1);
  /* a checker that hangs is stopped at the limit */
  s.oracle = "sleep 30; true";
  CHECK_EQ_INT(run_suite_test(bin, &s, 0, 0.3, NULL, 0, &r), RUN_TIMEOUT);
  /* the program's own failure is never the checker's to forgive */
  s.oracle = "true";
  write_text("s/t1.in", "");
  CHECK_EQ_INT(run_suite_test(bin, &s, 0, 10, NULL, 0, &r), RUN_EXIT);
  suite_free(&s);
  free(in1);
  free(out1);
  free(cmd);
  free(log);
  free(dir);
  free(src);
  free(bin);
}

int main(void) {
  work = run_workdir();
  CHECK(work != NULL);
  if (!work) return check_summary();
  test_norm();
  test_stream();
  test_runs();
  run_rmtree(work);
  free(work);
  return check_summary();
}

/* test_judge.c - --compare space, tokens, numbers and --oracle on native
 * runs.
 *
 * judge_norm against a table of outputs an online judge accepts or
 * rejects, the tokens and numbers forms against tables of their own, the
 * streaming form fed in every split against the whole one (every mode),
 * and run_suite_test on a real program under the judges: the expected
 * output is the program's own up to spacing (or its numbers), and the
 * oracle is a shell command that sees ACTUAL EXPECTED INPUT; and
 * run_suite_verdict, which ends a run at its first wrong byte. */
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

static int same_mode(judge_mode m, const char *a, const char *b) {
  size_t la, lb;
  char *x = judge_norm_mode(m, a, strlen(a), &la), *y = judge_norm_mode(m, b, strlen(b), &lb);
  int eq = la == lb && memcmp(x, y, la) == 0;
  free(x);
  free(y);
  return eq;
}

static void test_tokens_numbers(void) {
  static const struct { judge_mode m; const char *a, *b; int eq; } cases[] = {
      {JUDGE_TOKENS, "3 4\n", "3\n4", 1},          /* newlines are blanks too */
      {JUDGE_TOKENS, "  3\t 4 \n\n", "3 4", 1},     /* leading and trailing blanks */
      {JUDGE_TOKENS, "34\n", "3 4\n", 0},
      {JUDGE_TOKENS, "a,b", "a, b", 0},
      {JUDGE_TOKENS, "", " \n ", 1},
      {JUDGE_NUMBERS, "Sum = 7\n", "7", 1},         /* text around numbers */
      {JUDGE_NUMBERS, "007.50", "7.5", 1},          /* leading and trailing zeros */
      {JUDGE_NUMBERS, "-0.00 and -0", "0 0", 1},     /* a zero has no sign */
      {JUDGE_NUMBERS, "x5.", "5", 1},               /* a '.' without a digit after it */
      {JUDGE_NUMBERS, "1-2", "1 -2", 1},            /* a '-' right before digits */
      {JUDGE_NUMBERS, "- 2", "2", 1},
      {JUDGE_NUMBERS, "--2", "-2", 1},
      {JUDGE_NUMBERS, ".5", "5", 1},                /* a number starts with a digit */
      {JUDGE_NUMBERS, "1..5", "1 5", 1},
      {JUDGE_NUMBERS, "2.50", "2.05", 0},
      {JUDGE_NUMBERS, "12", "1 2", 0},
      {JUDGE_NUMBERS, "-3", "3", 0},
      {JUDGE_NUMBERS, "10", "1", 0},
      {JUDGE_NUMBERS, "0.10", "0.1000", 1},
      {JUDGE_NUMBERS, "Not Leap Year", "not a number", 1},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    int eq = same_mode(cases[i].m, cases[i].a, cases[i].b);
    CHECK_EQ_INT(eq, cases[i].eq);
    if (eq != cases[i].eq) fprintf(stderr, "  case %zu\n", i);
  }
  size_t n;
  const char *in = "Result: 007.50, done -0.0 x5. 1-2 .5\n 3;-40";
  char *f = judge_norm_mode(JUDGE_NUMBERS, in, strlen(in), &n);
  CHECK_STR(f, "7.5 0 5 1 -2 5 3 -40");
  free(f);
  in = " a \t b \n\nc  \n\n";
  f = judge_norm_mode(JUDGE_TOKENS, in, strlen(in), &n);
  CHECK_STR(f, "a b c");
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

/* the stream's state carries over every split point, in every mode */
static void test_stream(void) {
  const char *text = "  1 \t 2\n\n 3 \n \n\t4.50  \n-0.0\n07";
  size_t len = strlen(text), n;
  for (judge_mode m = JUDGE_SPACE; m <= JUDGE_NUMBERS; m++) {
    char *whole = judge_norm_mode(m, text, len, &n);
    for (size_t cut = 0; cut <= len; cut++) {
      grow g = {{0}, 0};
      judge_ws w;
      judge_ws_init_mode(&w, m);
      judge_ws_feed(&w, text, cut, sink, &g);
      judge_ws_feed(&w, text + cut, len - cut, sink, &g);
      judge_ws_finish(&w, sink, &g);
      CHECK(g.n == n && memcmp(g.buf, whole, n) == 0);
    }
    free(whole);
  }
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
  CHECK_EQ_INT(suite_load(dir, &s, stderr), 0);
  suite_judge_set(&s, SUITE_NUMBERS, NULL);   /* "sum:  5 " is 5 */
  CHECK_EQ_INT(run_suite_test(bin, &s, 0, 10, NULL, 0, &r), RUN_PASS);
  CHECK_EQ_INT(run_suite_test(bin, &s, 1, 10, NULL, 0, &r), RUN_WRONG);
  suite_free(&s);
  CHECK_EQ_INT(suite_load(dir, &s, stderr), 0);
  suite_judge_set(&s, SUITE_TOKENS, NULL);
  CHECK_EQ_INT(run_suite_test(bin, &s, 0, 10, NULL, 0, &r), RUN_PASS);
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

/* echoes the first line of its stdin, then sleeps for ten minutes */
static const char *sleeper_c =
    "#include <stdio.h>\n#include <unistd.h>\n"
    "int main(void) { char l[64]; if (!fgets(l, sizeof l, stdin)) return 1;\n"
    "  fputs(l, stdout); fflush(stdout); sleep(600); return 0; }\n";

static void test_verdict(void) {
  char *dir = path_of("v");
  CHECK(mkdir(dir, 0700) == 0);
  write_text("v/t1.in", "wrong\n");
  write_text("v/t1.out", "right\n");
  write_text("v/t2.in", "right\n");
  write_text("v/t2.out", "right\nand more\n");
  write_text("sleeper.c", sleeper_c);
  char *src = path_of("sleeper.c"), *bin = path_of("sleeper");
  const char *srcs[] = {src};
  CHECK_EQ_INT(run_compile(srcs, 1, NULL, 0, bin, NULL), 0);
  suite s;
  CHECK_EQ_INT(suite_load(dir, &s, stderr), 0);
  for (int j = 0; j < 2; j++) {
    if (j) suite_judge_set(&s, SUITE_SPACE, NULL);
    run_result r;
    /* a wrong first line: the verdict at once, a full run at its limit */
    CHECK_EQ_INT(run_suite_verdict(bin, &s, 0, 600, NULL, 0, &r), RUN_WRONG);
    CHECK_EQ_INT(run_suite_test(bin, &s, 0, 1, NULL, 0, &r), RUN_TIMEOUT);
    /* a right beginning is no verdict: the run goes on to its limit */
    CHECK_EQ_INT(run_suite_verdict(bin, &s, 1, 1, NULL, 0, &r), RUN_TIMEOUT);
  }
  suite_free(&s);
  free(src), free(bin), free(dir);
}

int main(void) {
  work = run_workdir();
  CHECK(work != NULL);
  if (!work) return check_summary();
  test_norm();
  test_tokens_numbers();
  test_stream();
  test_runs();
  test_verdict();
  run_rmtree(work);
  free(work);
  return check_summary();
}

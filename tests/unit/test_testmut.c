/* test_testmut.c - tm_run (the mutant-schema search) against brute force.
 *
 * For each small stdin/stdout program below, the suite's expected outputs
 * come from running a correct version of it.  The buggy version is parsed
 * leniently and its mutations enumerated (level 2; the input helpers rd()
 * and more() are frozen, so the spaces stay small).  Then:
 *
 *   brute force: every single mutation and every pair at distinct sites is
 *     applied with mut_patch, compiled on its own with run_compile (no
 *     schema, no runtime) and run on the whole suite with run_test; the
 *     minimal repairs are the passing singles and the passing pairs
 *     neither of whose mutations passes alone;
 *   tm_run with max_size 2 and no repair limit, its ts_ctx set up the way
 *     testrepair.c does (baseline run, short limit 5 x the slowest run +
 *     50 ms);
 *
 * and the two sets of repairs must be equal.  Also checked: tm_run's
 * status (exhausted when every size fits in 2, else limit), its
 * max_size_done, that no site was left out of the schema, and its number
 * of candidates: every single plus every pair at distinct sites without a
 * passing single (a set containing a repair is never tried).
 *
 * Program D has mutants that loop for seconds (i++ -> i--), so both
 * searches meet timeouts and tm_run's deferral to the full limit runs.
 * Its one repair loops 10^8 times on the last test: well under the limit
 * compiled on its own (about 0.07 s), but the schema pays for choosing
 * the alternative at each of those evaluations and takes seconds, so
 * tm_run finds it only if the runs that exceed the short limit are
 * judged on the candidate compiled alone.
 *
 * Program E runs both searches under a CPU-time cap as testrepair.c sets
 * one (20 times the original's time on the test, at least 0.05 s here): its
 * i++ -> i-- mutants loop, and where the cap is far above the schema's own
 * time on the test, a schema run that ends at the cap refutes its mutant
 * without a plain compile (st.at_cap); the repairs must be brute force's
 * all the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include "check.h"
#include "front/front.h"
#include "native/probe.h"
#include "native/run.h"
#include "native/sandbox.h"
#include "native/zygote.h"
#include "native/suite.h"
#include "repair/mutation/mutation.h"
#include "oracle/patch.h"
#include "oracle/tsuite.h"
#include "util/clock.h"

typedef struct prog_case {
  const char *name;
  const char *buggy, *correct;
  const char *inputs[8];
  int ninputs;
  int min_single, min_pair;   /* lower bounds on the repairs, from reading the programs */
  double cap;                 /* a CPU-time cap on every run (sandbox_cpu_cap), 0: none */
  int schema_ops;             /* the test-suite engine's own mutations too (mut_opts) */
} prog_case;

/* A: the sum of the first n numbers after n; off by one (n - 1).  An input
 * with a 0 makes the /= and %= mutants crash.  The 0 of the first line
 * matters only for an empty input, which is not among the tests: its
 * mutations change nothing, so they make a third site whose pairs with a
 * repair are never minimal. */
static const prog_case prog_a = {
    "sum",
    "#include <stdio.h>\n"
    "int n, c, s, x;\n"
    "static int more(void) { return scanf(\"%d\", &x) == 1; }\n"
    "int main(void) {\n"
    "  n = more() ? x : 0;\n"
    "  while (more())\n"
    "    if (c++ < n - 1)\n"
    "      s += x;\n"
    "  printf(\"%d\\n\", s);\n"
    "}\n",
    "#include <stdio.h>\n"
    "int n, c, s, x;\n"
    "static int more(void) { return scanf(\"%d\", &x) == 1; }\n"
    "int main(void) {\n"
    "  n = more() ? x : 0;\n"
    "  while (more())\n"
    "    if (c++ < n)\n"
    "      s += x;\n"
    "  printf(\"%d\\n\", s);\n"
    "}\n",
    {"3 1 2 3 4\n", "0 5 6\n", "1 7 8\n", "5 1 1 1 1 1\n", "2 10 -3 100\n", "4 2 4 8\n", "3 4 0 2\n"},
    7,
    3,   /* c++ <= n - 1, n - 0, n * 1 (and n / 1) */
    0,
    0,
    0};

/* B: the maximum, with the comparison the wrong way round, and a count. */
static const prog_case prog_b = {
    "max",
    "#include <stdio.h>\n"
    "int m, c, x;\n"
    "static int more(void) { return scanf(\"%d\", &x) == 1; }\n"
    "int main(void) {\n"
    "  if (more()) m = x;\n"
    "  while (more()) {\n"
    "    if (x < m) m = x;\n"
    "    c += 1;\n"
    "  }\n"
    "  printf(\"%d %d\\n\", m, c);\n"
    "}\n",
    "#include <stdio.h>\n"
    "int m, c, x;\n"
    "static int more(void) { return scanf(\"%d\", &x) == 1; }\n"
    "int main(void) {\n"
    "  if (more()) m = x;\n"
    "  while (more()) {\n"
    "    if (x > m) m = x;\n"
    "    c += 1;\n"
    "  }\n"
    "  printf(\"%d %d\\n\", m, c);\n"
    "}\n",
    {"3 1 2\n", "5\n", "-1 -5 -2\n", "1 9 4 9\n", "2 2 2\n", "4 8 6 -7 10 3\n"},
    6,
    2,   /* x > m, x >= m */
    0,
    0,
    0};

/* C: two statements wrong, each needs its own mutation. */
static const prog_case prog_c = {
    "range",
    "#include <stdio.h>\n"
    "int a, b, lo, hi;\n"
    "static int rd(void) { int v = 0; if (scanf(\"%d\", &v) != 1) v = 0; return v; }\n"
    "int main(void) {\n"
    "  a = rd();\n"
    "  b = rd();\n"
    "  lo = a - 1;\n"
    "  hi = b + 1;\n"
    "  printf(\"%d %d\\n\", lo, hi);\n"
    "}\n",
    "#include <stdio.h>\n"
    "int a, b, lo, hi;\n"
    "static int rd(void) { int v = 0; if (scanf(\"%d\", &v) != 1) v = 0; return v; }\n"
    "int main(void) {\n"
    "  a = rd();\n"
    "  b = rd();\n"
    "  lo = a + 1;\n"
    "  hi = b - 1;\n"
    "  printf(\"%d %d\\n\", lo, hi);\n"
    "}\n",
    {"1 10\n", "0 0\n", "-5 3\n", "7 7\n", "100 -100\n"},
    5,
    0,
    4,
    0,
    0};  /* {a + 1, a - (-1)} x {b - 1, b + (-1)} */

/* D: counts to n >> 6 instead of n.  i++ -> i-- and some pairs with it
 * loop for seconds; the repair n >> 0 is slow in the schema. */
static const prog_case prog_d = {
    "count",
    "#include <stdio.h>\n"
    "int n, i;\n"
    "static int rd(void) { int v = 0; if (scanf(\"%d\", &v) != 1) v = 0; return v; }\n"
    "int main(void) {\n"
    "  n = rd();\n"
    "  while (i != n >> 6)\n"
    "    i++;\n"
    "  printf(\"%d\\n\", i);\n"
    "}\n",
    "#include <stdio.h>\n"
    "int n, i;\n"
    "static int rd(void) { int v = 0; if (scanf(\"%d\", &v) != 1) v = 0; return v; }\n"
    "int main(void) {\n"
    "  n = rd();\n"
    "  while (i != n)\n"
    "    i++;\n"
    "  printf(\"%d\\n\", i);\n"
    "}\n",
    {"0\n", "5\n", "64\n", "1000\n", "100000000\n"},
    5,
    1,   /* n >> 0 */
    0,
    0,
    0};

/* E: twice n, as a sum, its step written 3; with the CPU-time cap. */
static const prog_case prog_e = {
    "twice",
    "#include <stdio.h>\n"
    "int n, i, s;\n"
    "static int rd(void) { int v = 0; if (scanf(\"%d\", &v) != 1) v = 0; return v; }\n"
    "int main(void) {\n"
    "  n = rd();\n"
    "  for (i = 0; i < n; i++)\n"
    "    s += 3;\n"
    "  printf(\"%d\\n\", s);\n"
    "}\n",
    "#include <stdio.h>\n"
    "int n, i, s;\n"
    "static int rd(void) { int v = 0; if (scanf(\"%d\", &v) != 1) v = 0; return v; }\n"
    "int main(void) {\n"
    "  n = rd();\n"
    "  for (i = 0; i < n; i++)\n"
    "    s += 2;\n"
    "  printf(\"%d\\n\", s);\n"
    "}\n",
    {"0\n", "1\n", "5\n", "100\n"},
    4,
    1,   /* 3 -> 2 */
    0,
    0.05,
    0};

/* F: a condition with one case too many (`|| x == 7`), and the count
 * printed off by one; with the test-suite engine's own mutations (an
 * operand of || dropped, a printed value moved by one), which only the
 * schema runs.  No site holds two strict comparisons or a literal written
 * twice, so no sweep adds a repair outside brute force's space. */
static const prog_case prog_f = {
    "drop",
    "#include <stdio.h>\n"
    "int c, x;\n"
    "static int more(void) { return scanf(\"%d\", &x) == 1; }\n"
    "int main(void) {\n"
    "  while (more())\n"
    "    if (x == 1 || x == 7)\n"
    "      c += x;\n"
    "  printf(\"%d\\n\", c);\n"
    "}\n",
    "#include <stdio.h>\n"
    "int c, x;\n"
    "static int more(void) { return scanf(\"%d\", &x) == 1; }\n"
    "int main(void) {\n"
    "  while (more())\n"
    "    if (x == 1)\n"
    "      c += x;\n"
    "  printf(\"%d\\n\", c);\n"
    "}\n",
    {"1 7 3\n", "7\n", "1 1 5\n", "2 7 1 7\n", "\n"},
    5,
    1,   /* x == 1 */
    0,
    0,
    1};

static const double TIMEOUT_S = 1.0;
static char *work;
static long total_compiles;

static char *join(const char *a, const char *b) {
  size_t n = strlen(a) + strlen(b) + 2;
  char *p = malloc(n);
  snprintf(p, n, "%s/%s", a, b);
  return p;
}

static int write_file(const char *path, const char *text) {
  FILE *f = fopen(path, "wb");
  CHECK(f != NULL);
  if (!f) return -1;
  fputs(text, f);
  return fclose(f);
}

static int compile(const char *src, const char *bin) {
  const char *srcs[] = {src};
  char *log = NULL;
  total_compiles++;
  int rc = run_compile(srcs, 1, NULL, 0, bin, &log);
  if (rc) fprintf(stderr, "  compiling %s: %s\n", src, log ? log : "(no log)");
  free(log);
  return rc;
}

/* Run bin with stdin from in and stdout into out; 0 when it exits 0. */
static int run_into(const char *bin, const char *in, const char *out) {
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    int fi = open(in, O_RDONLY), fo = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fi < 0 || fo < 0 || dup2(fi, 0) < 0 || dup2(fo, 1) < 0) _exit(127);
    execl(bin, bin, (char *)NULL);
    _exit(127);
  }
  int st = 0;
  if (waitpid(pid, &st, 0) != pid) return -1;
  return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

/* 1 when bin passes every test; stops at the first failure. */
static int passes_suite(const char *bin, const suite *s, double *slowest) {
  for (int i = 0; i < s->n; i++) {
    run_result r;
    run_status st = run_test(bin, &s->t[i], TIMEOUT_S, NULL, 0, &r);
    if (slowest && r.secs > *slowest) *slowest = r.secs;
    if (st != RUN_PASS) return 0;
  }
  return 1;
}

/* ---- sets of repairs ---------------------------------------------------- */

typedef struct rset {
  int n, cap;
  int (*v)[3];   /* size, then the sorted mutation indexes */
} rset;

static void rset_add(rset *s, const int *muts, int n) {
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 16;
    s->v = realloc(s->v, sizeof *s->v * (size_t)s->cap);
  }
  int *e = s->v[s->n++];
  e[0] = n;
  e[1] = n > 0 ? muts[0] : -1;
  e[2] = n > 1 ? muts[1] : -1;
  if (n > 1 && e[1] > e[2]) {
    int t = e[1];
    e[1] = e[2];
    e[2] = t;
  }
}

static int cmp_entry(const void *a, const void *b) {
  return memcmp(a, b, sizeof(int[3]));
}

static void rset_sort(rset *s) { qsort(s->v, (size_t)s->n, sizeof *s->v, cmp_entry); }

static void rset_print(const char *what, const rset *s, const mut_space *ms, const ir_prog *p) {
  fprintf(stderr, "  %s (%d):", what, s->n);
  for (int i = 0; i < s->n; i++) {
    fprintf(stderr, " {");
    for (int k = 0; k < s->v[i][0]; k++) {
      const mut *m = &ms->muts[s->v[i][1 + k]];
      fprintf(stderr, "%s%d@%u:%.*s->%s", k ? ", " : "", s->v[i][1 + k], m->at.line,
              (int)(m->at.end - m->at.off), p->files[m->at.file].text + m->at.off, m->text);
    }
    fprintf(stderr, "}");
  }
  fprintf(stderr, "\n");
}

typedef struct collect {
  rset found;
  int bad;          /* a report that is not a set of mutations at distinct sites */
  const mut_space *ms;
} collect;

static int on_found(void *ctx, const search_repair *r) {
  collect *c = ctx;
  if (r->size < 1 || r->size > 2) {
    c->bad++;
    return 0;
  }
  for (int i = 0; i < r->size; i++)
    if (r->muts[i] < 0 || r->muts[i] >= c->ms->nmuts) {
      c->bad++;
      return 0;
    }
  if (r->size == 2 && c->ms->muts[r->muts[0]].site == c->ms->muts[r->muts[1]].site) c->bad++;
  rset_add(&c->found, r->muts, r->size);
  return 0;
}

/* A between callback that ends the search after size 1, noting what
 * it was told. */
typedef struct pause_log {
  int calls, k;
  double next_s;
} pause_log;

static int pause_after_one(void *ctx, int k, double next_s) {
  pause_log *l = ctx;
  l->calls++;
  l->k = k;
  l->next_s = next_s;
  return 1;
}

static int ignore_found(void *ctx, const search_repair *r) {
  (void)ctx, (void)r;
  return 0;
}

static void run_case(const prog_case *pc) {
  double t0 = clock_now();
  char *dir = join(work, pc->name);
  CHECK(mkdir(dir, 0700) == 0);
  char *buggy = join(dir, "buggy.c"), *correct = join(dir, "correct.c"), *cbin = join(dir, "correct");
  char *sdir = join(dir, "tests"), *bf_src = join(dir, "mutant.c"), *bf_bin = join(dir, "mutant");
  CHECK(mkdir(sdir, 0700) == 0);
  write_file(buggy, pc->buggy);
  write_file(correct, pc->correct);
  ir_prog *p = NULL;
  suite s = {0, NULL, SUITE_EXACT, NULL};
  mut_space ms;
  memset(&ms, 0, sizeof ms);
  char *tswork = NULL;
  ts_ctx ts;
  memset(&ts, 0, sizeof ts);
  collect col;
  memset(&col, 0, sizeof col);
  rset brute;
  memset(&brute, 0, sizeof brute);
  unsigned char *pass1 = NULL;

  /* the suite: expected outputs from the correct version */
  CHECK_EQ_INT(compile(correct, cbin), 0);
  for (int i = 0; i < pc->ninputs; i++) {
    char name[32];
    snprintf(name, sizeof name, "t%d.in", i + 1);
    char *in = join(sdir, name);
    snprintf(name, sizeof name, "t%d.out", i + 1);
    char *out = join(sdir, name);
    write_file(in, pc->inputs[i]);
    CHECK_EQ_INT(run_into(cbin, in, out), 0);
    free(in);
    free(out);
  }
  if (suite_load(sdir, &s, stderr) < 0) {
    CHECK(0);
    goto done;
  }
  CHECK_EQ_INT(s.n, pc->ninputs);
  /* the correct version passes, the buggy one does not */
  CHECK(passes_suite(cbin, &s, NULL));
  CHECK_EQ_INT(compile(buggy, bf_bin), 0);
  CHECK(!passes_suite(bf_bin, &s, NULL));

  front_opts fo = {.lenient = 1};
  const char *files[] = {buggy};
  p = front_parse(1, files, &fo, stderr);
  CHECK(p != NULL);
  if (!p) goto done;
  static const char *frozen[] = {"rd", "more"};
  mut_opts mo = {.level = 2, .spec = {2, frozen, 0, NULL}, .schema_ops = pc->schema_ops};
  mut_enumerate(p, &mo, &ms);
  CHECK(ms.nmuts > 0 && ms.nsites > 0);
  if (ms.nmuts == 0) goto done;

  /* ---- brute force ---- */
  if (pc->cap > 0) sandbox_cpu_cap(pc->cap);
  double tb = clock_now(), slowest_pass = 0;
  long compiles0 = total_compiles;
  int nsingle = 0, npair = 0, npairs_tried = 0, pairs_passing = 0;
  long want_candidates = ms.nmuts;
  pass1 = calloc((size_t)ms.nmuts, 1);
  for (int i = 0; i < ms.nmuts; i++) {
    patch pt = mut_patch(p, &ms, &i, 1);
    CHECK(pt.text[0] != NULL);
    if (pt.text[0] && write_file(bf_src, pt.text[0]) == 0 && compile(bf_src, bf_bin) == 0) {
      double slow = 0;
      pass1[i] = (unsigned char)passes_suite(bf_bin, &s, &slow);
      if (pass1[i]) {
        rset_add(&brute, &i, 1);
        nsingle++;
        if (slow > slowest_pass) slowest_pass = slow;
      }
    }
    patch_free(&pt);
  }
  for (int i = 0; i < ms.nmuts; i++)
    for (int j = i + 1; j < ms.nmuts; j++) {
      if (ms.muts[i].site == ms.muts[j].site) continue;
      int two[2] = {i, j};
      npairs_tried++;
      if (!pass1[i] && !pass1[j]) want_candidates++;
      patch pt = mut_patch(p, &ms, two, 2);
      CHECK(pt.text[0] != NULL);
      if (pt.text[0] && write_file(bf_src, pt.text[0]) == 0 && compile(bf_src, bf_bin) == 0) {
        double slow = 0;
        if (passes_suite(bf_bin, &s, &slow)) {
          pairs_passing++;
          if (!pass1[i] && !pass1[j]) {
            rset_add(&brute, two, 2);
            npair++;
            if (slow > slowest_pass) slowest_pass = slow;
          }
        }
      }
      patch_free(&pt);
    }
  double brute_s = clock_now() - tb;
  long brute_compiles = total_compiles - compiles0;

  /* ---- tm_run ---- */
  tswork = run_workdir();
  CHECK(tswork != NULL);
  if (!tswork) goto done;
  ts.p = p;
  ts.s = &s;
  ts.dir = tswork;
  ts.timeout_s = TIMEOUT_S;
  int based = ts_baseline(&ts, stderr);
  CHECK(based == 0);
  if (based < 0) goto done;
  total_compiles++;
  CHECK(ts.nfail > 0);
  if (pc->cap > 0) ts_cap(&ts, 20, pc->cap);
  col.ms = &ms;
  tm_stats st;
  memset(&st, 0x55, sizeof st);
  tm_run(&ts, &ms, 2, 0, on_found, NULL, &col, &st, stderr);

  /* ---- compare ---- */
  rset_sort(&brute);
  rset_sort(&col.found);
  int same = brute.n == col.found.n &&
             (brute.n == 0 || memcmp(brute.v, col.found.v, sizeof *brute.v * (size_t)brute.n) == 0);
  CHECK(same);
  if (!same) {
    fprintf(stderr, "%s: tm_run and brute force disagree\n", pc->name);
    rset_print("brute force", &brute, &ms, p);
    rset_print("tm_run", &col.found, &ms, p);
  }
  for (int i = 1; i < col.found.n; i++) CHECK(cmp_entry(col.found.v[i - 1], col.found.v[i]) != 0);  /* no repeats */
  CHECK_EQ_INT(col.bad, 0);
  CHECK_EQ_INT(st.repairs, col.found.n);
  CHECK(nsingle >= pc->min_single);
  CHECK(npair >= pc->min_pair);
  CHECK_EQ_INT(st.status, ms.nsites > 2 ? SEARCH_LIMIT : SEARCH_EXHAUSTED);
  CHECK_EQ_INT(st.max_size_done, ms.nsites < 2 ? ms.nsites : 2);
  CHECK_EQ_INT(st.sites, ms.nsites);
  CHECK_EQ_INT(st.muts, ms.nmuts);
  CHECK_EQ_INT(st.sites_left_out, 0);
  CHECK_EQ_INT(st.candidates, want_candidates);
  CHECK(st.build_s > 0 && st.build_s <= st.elapsed_s);
  CHECK(ts.runs > ts.s->n);
  CHECK_EQ_INT(ts.nvalid, 0);   /* tm_run itself never validates */
  if (pc->cap > 0) {
    /* the loops end at the cap; where it decides, with no plain build */
    CHECK(st.at_cap > 0 || st.cap_decides == 0);
    CHECK(st.cap_decides <= s.n);
    printf("       under a CPU-time cap of at least %.2f s: the schema's runs decide on %d tests of %d, "
           "%ld candidates refuted at the cap\n", pc->cap, st.cap_decides, s.n, st.at_cap);
  } else {
    CHECK_EQ_INT(st.at_cap, 0);
    CHECK_EQ_INT(st.cap_decides, 0);
  }

  /* with no single repair and two sites at least, a between callback is
   * asked once, after size 1, and its 1 ends the search there */
  if (nsingle == 0 && ms.nsites >= 2) {
    pause_log pl = {0};
    tm_stats ps;
    tm_run(&ts, &ms, 2, 0, ignore_found, pause_after_one, &pl, &ps, stderr);
    CHECK_EQ_INT(pl.calls, 1);
    CHECK_EQ_INT(pl.k, 1);
    CHECK(pl.next_s > 0);
    CHECK_EQ_INT(ps.status, SEARCH_LIMIT);
    CHECK_EQ_INT(ps.max_size_done, 1);
    CHECK_EQ_INT(ps.repairs, 0);
  }

  printf("%-6s %2d mutations at %d sites; brute force: %ld compiles (%d singles, %d pairs at distinct "
         "sites, %d of them passing), %.1f s; minimal repairs: %d singles + %d pairs\n",
         pc->name, ms.nmuts, ms.nsites, brute_compiles, ms.nmuts, npairs_tried, pairs_passing, brute_s,
         nsingle, npair);
  printf("       tm_run: %s, %ld candidates, %d repairs, %ld runs, build %.2f s, total %.1f s; "
         "short limit %.3f s; slowest run of a repair (plain) %.3f s\n",
         search_status_str(st.status), st.candidates, st.repairs, ts.runs, st.build_s, st.elapsed_s,
         ts.short_s, slowest_pass);
  fflush(stdout);

done:
  if (pc->cap > 0) ts_cap(&ts, 0, 0);
  free(pass1);
  free(brute.v);
  free(col.found.v);
  ts_free(&ts);
  if (tswork) {
    run_rmtree(tswork);
    free(tswork);
  }
  mut_space_free(&ms);
  if (p) ir_prog_free(p);
  suite_free(&s);
  free(buggy);
  free(correct);
  free(cbin);
  free(sdir);
  free(bf_src);
  free(bf_bin);
  free(dir);
  printf("       %s done in %.1f s\n", pc->name, clock_now() - t0);
  fflush(stdout);
}

int main(int argc, char **argv) {
  if (argc >= 2 && !strcmp(argv[1], ZYGOTE_ARG)) return zygote_main(argc, argv);
  double t0 = clock_now();
  work = run_workdir();
  CHECK(work != NULL);
  if (!work) return check_summary();
  run_case(&prog_a);
  run_case(&prog_b);
  run_case(&prog_c);
  run_case(&prog_d);
  run_case(&prog_f);
  /* the cap as amend has it: under bwrap, with zygote.h's server (whose
   * runs take the cap; a run of bwrap's own would leave it behind) */
  zygote_use_self(1);
  run_case(&prog_e);
  zygote_use_self(0);
  run_rmtree(work);
  free(work);
  printf("%ld gcc compiles in all, %.1f s\n", total_compiles, clock_now() - t0);
  return check_summary();
}

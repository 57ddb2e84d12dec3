/* tsuite.c - runs, limits and validation for the test-suite engines. */
#define _GNU_SOURCE
#include "oracle/tsuite.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "native/probe.h"
#include "native/sandbox.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"
#include "util/file.h"

static run_status counted(ts_ctx *c, suite_run_fn fn, const char *bin, int i, const char *const *env, int nenv,
                          double limit, run_result *r) {
  c->runs++;
  /* the cap of this test for this run alone: every other run (another
   * module's, on inputs that are no test) keeps the cap of every run */
  double cap = ts_cap_of(c, i);
  if (cap != c->cap_s) sandbox_cpu_cap(cap);
  run_status s = fn(bin, c->s, i, limit > 0 ? limit : c->timeout_s, env, nenv, r);
  if (cap != c->cap_s) sandbox_cpu_cap(c->cap_s);
  return s;
}

run_status ts_run(ts_ctx *c, const char *bin, int i, const char *const *env, int nenv, double limit) {
  run_result r;
  return counted(c, run_suite_test, bin, i, env, nenv, limit, &r);
}

run_status ts_check(ts_ctx *c, const char *bin, int i, const char *const *env, int nenv, double limit) {
  run_result r;
  return counted(c, run_suite_verdict, bin, i, env, nenv, limit, &r);
}

run_status ts_check_r(ts_ctx *c, const char *bin, int i, const char *const *env, int nenv, double limit,
                      run_result *r) {
  return counted(c, run_suite_verdict, bin, i, env, nenv, limit, r);
}

void ts_cap(ts_ctx *c, double factor, double floor_s) {
  c->cap_factor = factor > 0 ? factor : 0;
  c->cap_floor = floor_s > 0 ? floor_s : 0;
  double s = c->cap_factor * c->base_max_s;
  c->cap_s = c->cap_factor > 0 ? (s > c->cap_floor ? s : c->cap_floor) : 0;
  sandbox_cpu_cap(c->cap_s);
}

double ts_cap_of(const ts_ctx *c, int i) {
  if (c->cap_s <= 0 || !c->base_s || i < 0 || i >= c->nfail + c->npass || c->base_s[i] < 0) return c->cap_s;
  double s = c->cap_factor * c->base_s[i];
  if (s < c->cap_floor) s = c->cap_floor;
  return s < c->cap_s ? s : c->cap_s;
}

/* --memory ends the run as --timeout does: the deadline may come early */
int ts_out_of_time(const ts_ctx *c) { return deadline_passed() || (c->deadline > 0 && clock_now() >= c->deadline); }

char *ts_subdir(ts_ctx *c, const char *tag) {
  static int seq;
  size_t n = strlen(c->dir) + strlen(tag) + 32;
  char *d = xmalloc(n);
  snprintf(d, n, "%s/%s%d", c->dir, tag, ++seq);
  mkdir(d, 0700);
  return d;
}

static char *patched_text(void *ctx, const ir_prog *p, int file) {
  const patch *pt = ctx;
  if (!pt->text[file]) return NULL;
  size_t n = strlen(pt->text[file]) + 1;
  return memcpy(xmalloc(n), pt->text[file], n);
}

static char *unchanged_text(void *ctx, const ir_prog *p, int file) {
  (void)ctx, (void)p, (void)file;
  return NULL;
}

char *ts_build(ts_ctx *c, const patch *pt, const char *dir) {
  return probe_compile(c->p, patched_text, (void *)pt, dir, "patched", c->cflags, c->ncflags, NULL);
}

int ts_passes(ts_ctx *c, const patch *pt, const int *tests, int ntests) {
  char *d = ts_subdir(c, "plain");
  char *bin = ts_build(c, pt, d);
  int ok = bin != NULL;
  for (int k = 0; ok && k < ntests; k++) ok = ts_check(c, bin, tests[k], NULL, 0, 0) == RUN_PASS;
  free(bin);
  run_rmtree(d);
  free(d);
  return ok;
}

/* gcc's options for a build whose memory nobody wrote holds a pattern and
 * whose out-of-bounds indexes of arrays trap; with ts_defined's run env */
static const char *const pattern_flags[] = {"-ftrivial-auto-var-init=pattern", "-fsanitize=bounds",
                                            "-fsanitize-undefined-trap-on-error"};
#define NPATTERN_FLAGS 3
static const char *const perturb[1] = {"MALLOC_PERTURB_=165"};

static char *build_patterned(ts_ctx *c, const patch *pt, const char *dir) {
  const char **f = xcalloc((size_t)c->ncflags + NPATTERN_FLAGS + 1, sizeof *f);
  for (int i = 0; i < c->ncflags; i++) f[i] = c->cflags[i];
  for (int i = 0; i < NPATTERN_FLAGS; i++) f[c->ncflags + i] = pattern_flags[i];
  char *bin = pt ? probe_compile(c->p, patched_text, (void *)pt, dir, "patterned", f, c->ncflags + NPATTERN_FLAGS, NULL)
                 : probe_compile(c->p, unchanged_text, NULL, dir, "patterned", f, c->ncflags + NPATTERN_FLAGS, NULL);
  free(f);
  return bin;
}

/* What bin prints on test i (malloc'd; *n bytes) and how it ended. */
static char *printed(ts_ctx *c, const char *bin, int i, const char *const *env, int nenv, const char *out,
                     run_status *st, size_t *n) {
  run_result r;
  c->runs++;
  *st = run_capture(bin, c->s->t[i].in_path, out, c->timeout_s, env, nenv, &r);
  *n = 0;
  return file_read(out, n);
}

/* Does the original's own run on test i hang on memory nobody wrote (it
 * ends or prints otherwise so built)?  Then the test cannot blame a patch
 * for failing it so (an index out of bounds the original has, a local it
 * reads unset).  Run once per test. */
static int original_undefined(ts_ctx *c, int i) {
  if (c->nluck < c->s->n) {
    c->luck = xrealloc(c->luck, (size_t)c->s->n);
    memset(c->luck + c->nluck, 0, (size_t)(c->s->n - c->nluck));
    c->nluck = c->s->n;
  }
  if (!c->luck[i]) {
    if (!c->pat_dir) {
      c->pat_dir = ts_subdir(c, "pattern-original");
      c->pat_bin = build_patterned(c, NULL, c->pat_dir);
    }
    int same = 1;
    if (c->pat_bin && c->orig_bin) {
      char *out = xmalloc(strlen(c->pat_dir) + 16);
      sprintf(out, "%s/out", c->pat_dir);
      run_status a, b;
      size_t na, nb;
      char *pa = printed(c, c->orig_bin, i, NULL, 0, out, &a, &na);
      char *pb = printed(c, c->pat_bin, i, perturb, 1, out, &b, &nb);
      same = a == b && na == nb && (!na || (pa && pb && !memcmp(pa, pb, na)));
      free(pa);
      free(pb);
      free(out);
    }
    c->luck[i] = same ? 2 : 1;
  }
  return c->luck[i] == 1;
}

int ts_defined(ts_ctx *c, const patch *pt) {
  char *d = ts_subdir(c, "pattern");
  char *bin = build_patterned(c, pt, d);
  int ok = 1;
  /* a run the limits stop (the checks of bounds cost time) or that cannot
   * start tells nothing */
  for (int i = 0; bin && ok && i < c->s->n; i++) {
    run_status st = ts_check(c, bin, i, perturb, 1, 0);
    ok = st == RUN_PASS || st == RUN_TIMEOUT || st == RUN_ERROR || original_undefined(c, i);
  }
  free(bin);
  run_rmtree(d);
  free(d);
  return ok;
}

int ts_validate(ts_ctx *c, const patch *pt) {
  double t0 = clock_now();
  /* the failing tests first: they are the likeliest to refute */
  int *order = xmalloc(sizeof *order * (size_t)(c->nfail + c->npass + 1));
  memcpy(order, c->fail, sizeof *order * (size_t)c->nfail);
  memcpy(order + c->nfail, c->pass, sizeof *order * (size_t)c->npass);
  int ok = ts_passes(c, pt, order, c->nfail + c->npass);
  free(order);
  c->nvalid++;
  c->validate_s += clock_now() - t0;
  return ok;
}

/* Run the original program on test i: its outcome, its time, and the
 * list it joins. */
static void classify(ts_ctx *c, int i) {
  run_result r;
  c->runs++;
  c->base[i] = run_suite_test(c->orig_bin, c->s, i, c->timeout_s, NULL, 0, &r);
  /* a run a limit stopped says nothing of how long a right one takes (a
   * loop that waits for a newline the test lacks; one that prints until
   * the output limit, Codeflaws 12-C's `while (scanf(...) != 0)`, whose
   * 60 ms made a 1.2 s cap): under the full limit, every mutant would wait
   * that long on the test too */
  c->base_s[i] = c->base[i] == RUN_TIMEOUT || r.too_much ? -1 : r.secs;
  if (c->base_s[i] > c->base_max_s) c->base_max_s = c->base_s[i];
  if (c->base[i] == RUN_PASS) c->pass[c->npass++] = i;
  else c->fail[c->nfail++] = i;
}

/* The slowest run timed again, up to three times, keeping the shorter:
 * a first run pays for cold caches (Codeflaws 171-A: 5.9 ms for a program
 * that needs 1.2 ms), and the CPU-time cap and the search's first limit
 * are multiples of the slowest. */
static void retime_slowest(ts_ctx *c) {
  double *secs = c->base_s;
  for (int round = 0; round < 3; round++) {
    int slow = -1;
    for (int i = 0; i < c->s->n; i++)
      if (secs[i] >= 0 && (slow < 0 || secs[i] > secs[slow])) slow = i;
    if (slow < 0) return;
    /* a measurement, not one of the suite's runs: not counted in c->runs,
     * whose figure would then hang on the timing */
    run_result r;
    if (run_suite_test(c->orig_bin, c->s, slow, c->timeout_s, NULL, 0, &r) != c->base[slow] || r.secs >= secs[slow])
      break;
    secs[slow] = r.secs;
  }
  c->base_max_s = 0;
  for (int i = 0; i < c->s->n; i++)
    if (secs[i] > c->base_max_s) c->base_max_s = secs[i];
}

int ts_baseline(ts_ctx *c, FILE *diag) {
  char *dir = ts_subdir(c, "orig"), *log = NULL;
  char *bin = probe_build(c->p, NULL, 0, dir, c->cflags, c->ncflags, &log);
  if (!bin) {
    /* after the deadline gcc was stopped, not refused */
    if (diag && !deadline_passed()) fprintf(diag, "amend: error: the program does not compile:\n%s", log ? log : "");
    free(log);
    run_rmtree(dir);
    free(dir);
    return -1;
  }
  free(log);
  int n = c->s->n;
  c->base = xcalloc((size_t)n + 1, sizeof *c->base);
  c->fail = xcalloc((size_t)n + 1, sizeof(int));
  c->pass = xcalloc((size_t)n + 1, sizeof(int));
  c->orig_bin = bin;
  c->orig_dir = dir;
  c->base_s = xcalloc((size_t)n + 1, sizeof *c->base_s);
  for (int i = 0; i < n; i++) classify(c, i);
  retime_slowest(c);
  /* the search's first limit: well above what the original needed, and
   * above what a busy machine adds to a run of a few milliseconds (a run
   * that loops ends at the sandbox's CPU-time cap first, testrepair.c) */
  c->short_s = 5 * c->base_max_s + 0.25;
  if (c->short_s > c->timeout_s) c->short_s = c->timeout_s;
  return 0;
}

void ts_added(ts_ctx *c) {
  int from = c->nfail + c->npass, n = c->s->n;
  if (from >= n || !c->orig_bin) return;
  c->base = xrealloc(c->base, sizeof *c->base * (size_t)(n + 1));
  c->base_s = xrealloc(c->base_s, sizeof *c->base_s * (size_t)(n + 1));
  c->fail = xrealloc(c->fail, sizeof(int) * (size_t)(n + 1));
  c->pass = xrealloc(c->pass, sizeof(int) * (size_t)(n + 1));
  for (int i = from; i < n; i++) classify(c, i);
}

/* Up to cap bytes of file path into buf; their count, or -1.  *cut is
 * set when the file holds more. */
static int read_some(const char *path, char *buf, int cap, int *cut) {
  FILE *f = path ? fopen(path, "rb") : NULL;
  if (!f) return -1;
  int n = (int)fread(buf, 1, (size_t)cap, f);
  if (n == cap && fgetc(f) != EOF) *cut = 1;
  fclose(f);
  return n;
}

int ts_shortest_failing(ts_ctx *c, rep_failing *out) {
  memset(out, 0, sizeof *out);
  int best = -1;
  off_t best_len = 0;
  for (int k = 0; k < c->nfail; k++) {
    struct stat st;
    int i = c->fail[k];
    if (stat(c->s->t[i].in_path, &st) != 0) continue;
    if (best < 0 || st.st_size < best_len) best = i, best_len = st.st_size;
  }
  if (best < 0 || !c->orig_bin) return -1;
  const suite_test *t = &c->s->t[best];
  char *dir = ts_subdir(c, "shortest"), *path = NULL;
  run_result r = {0};
  run_status st = RUN_ERROR;
  if (asprintf(&path, "%s/stdout", dir) >= 0) st = run_capture(c->orig_bin, t->in_path, path, c->timeout_s, NULL, 0, &r);
  c->runs++;
  out->in_len = read_some(t->in_path, out->in, REP_FAIL_MAX, &out->cut);
  out->out_len = st == RUN_ERROR ? -1 : read_some(path, out->out, REP_FAIL_MAX, &out->cut);
  out->exp_len = read_some(t->out_path, out->exp, REP_FAIL_MAX, &out->cut);
  free(path);
  run_rmtree(dir);
  free(dir);
  if (out->in_len < 0 || out->out_len < 0 || out->exp_len < 0) {
    memset(out, 0, sizeof *out);
    return -1;
  }
  /* exit 0 within the limits: the baseline found the output wrong */
  out->status = run_status_name(st == RUN_PASS ? RUN_WRONG : st);
  out->code = r.code;
  snprintf(out->name, sizeof out->name, "%s", t->name);
  out->has = 1;
  return best;
}

void ts_free(ts_ctx *c) {
  free(c->pat_bin);
  if (c->pat_dir) run_rmtree(c->pat_dir);
  free(c->pat_dir);
  free(c->luck);
  c->pat_bin = c->pat_dir = NULL;
  c->luck = NULL;
  c->nluck = 0;
  free(c->orig_bin);
  if (c->orig_dir) run_rmtree(c->orig_dir);
  free(c->orig_dir);
  c->orig_bin = c->orig_dir = NULL;
  free(c->base);
  free(c->base_s);
  c->base_s = NULL;
  free(c->fail);
  free(c->pass);
  c->base = NULL;
  c->fail = c->pass = NULL;
}

/* angelic.c - probe points, coverage, Ochiai, and the angel's runs. */
#include "repair/synthesis/synthesis.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "oracle/scope.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"

typedef struct collect {
  ang_result *r;
  int cap;
  const site_opts *so;
  const ir_prog *p;
} collect;

/* A statement the angel may skip: one that does something on its own. */
static int skippable(const ir_stmt *s, const ir_stmt *parent) {
  if (parent && parent->kind == IR_S_FOR && parent->init == s) return 0;
  switch (s->kind) {
  case IR_S_EXPR:
  case IR_S_RETURN:
  case IR_S_BREAK:
  case IR_S_CONTINUE:
  case IR_S_IF:
  case IR_S_WHILE:
  case IR_S_DO:
  case IR_S_FOR:
  case IR_S_SWITCH:
  case IR_S_ABORT: return 1;
  default: return 0;
  }
}

/* The variables to log: visible integer variables, an inner declaration
 * hiding an outer one of the same name. */
static void set_vars(probe_pt *pt, const ir_var *const *vars, int n) {
  const char **names = xmalloc(sizeof *names * (size_t)(n ? n : 1));
  int k = 0;
  for (int i = 0; i < n; i++) {
    int hidden = 0;
    for (int j = i + 1; j < n && !hidden; j++) hidden = !strcmp(vars[i]->name, vars[j]->name);
    if (!hidden) names[k++] = vars[i]->name;
  }
  pt->nvars = k;
  pt->vars = names;
}

static int usable_loc(const ir_prog *p, ir_loc at) {
  return at.line > 0 && at.end > at.off && at.file >= 0 && at.file < p->nfiles && at.end <= p->files[at.file].len;
}

static void add_point(collect *c, probe_kind k, ir_loc at, const ir_func *f, const ir_stmt *s,
                      const ir_stmt *parent, const ir_var *const *vars, int n) {
  ang_result *r = c->r;
  if (!usable_loc(c->p, at) || r->npoints >= 60000) return;
  ang_point pt;
  memset(&pt, 0, sizeof pt);
  pt.pt.kind = k;
  pt.pt.at = at;
  set_vars(&pt.pt, vars, n);
  pt.func = f;
  pt.stmt = s;
  pt.parent = parent;
  VEC_PUSH(r->pts, r->npoints, c->cap, pt);
}

static void on_stmt(void *ctx, const ir_func *f, const ir_stmt *s, const ir_stmt *parent,
                    const ir_var *const *vars, int n) {
  collect *c = ctx;
  ir_expr probe;
  memset(&probe, 0, sizeof probe);
  probe.loc = s->loc;
  if (site_frozen(c->so, f, &probe)) return;
  if (s->kind == IR_S_IF && s->e) add_point(c, PROBE_IF, s->e->loc, f, s, parent, vars, n);
  if (skippable(s, parent)) add_point(c, PROBE_STMT, s->loc, f, s, parent, vars, n);
}

/* ---- runs ---------------------------------------------------------------- */

typedef struct angel {
  ts_ctx *c;
  ang_result *r;
  const char *bin, *dir;
  probe_log *base;             /* per test: the unforced run's log */
  unsigned char *cov;          /* npoints * ntests */
  double limit;
} angel;

/* Run test i under `setting` (NULL: none) with the probe's log on; the log
 * goes to *log when the run passes, or whatever the outcome with `any`. */
static run_status logged_run(angel *a, int i, const char *setting, double limit, probe_log *log, int any) {
  char path[4096], env_log[4200];
  static int seq;
  snprintf(path, sizeof path, "%s/run%d.log", a->dir, ++seq);
  snprintf(env_log, sizeof env_log, "AMEND_LOG=%s", path);
  const char *env[2] = {env_log, setting};
  run_status st = ts_run(a->c, a->bin, i, env, setting ? 2 : 1, limit);
  /* past the short limit, again under the full one; not where the
   * original itself ran into the limit (a loop waiting for input the
   * test lacks): there each run would cost the full limit */
  if (st == RUN_TIMEOUT && limit > 0 && limit < a->c->timeout_s && a->c->base[i] != RUN_TIMEOUT)
    st = ts_run(a->c, a->bin, i, env, setting ? 2 : 1, 0);
  if (log) {
    if (st == RUN_PASS || any) probe_log_read(path, log);
    else memset(log, 0, sizeof *log);
  }
  remove(path);
  return st;
}

/* Run test i with one angelic setting; on a pass its log is kept in *log. */
static int run_logged(angel *a, int i, const char *setting, probe_log *log) {
  return logged_run(a, i, setting, a->limit, log, 0) == RUN_PASS;
}

static void add_row(ang_loc *l, int nvars, const probe_rec *rec, int want, int either, int *cap) {
  if (rec->nvals != nvars) return;
  if (l->nrows == *cap) {
    *cap = *cap ? 2 * *cap : 64;
    l->vals = xrealloc(l->vals, sizeof *l->vals * (size_t)*cap * (size_t)(nvars ? nvars : 1));
    l->want = xrealloc(l->want, (size_t)*cap);
    l->actual = xrealloc(l->actual, (size_t)*cap);
    l->either = xrealloc(l->either, (size_t)*cap);
  }
  l->actual[l->nrows] = (unsigned char)(rec->actual != 0);
  l->either[l->nrows] = (unsigned char)either;
  if (nvars) memcpy(l->vals + (size_t)l->nrows * (size_t)nvars, rec->vals, sizeof *l->vals * (size_t)nvars);
  l->want[l->nrows++] = (unsigned char)want;
}

/* Does a failing test's angelic log want, in some state, the opposite of
 * what a passing test's row (of the first npass, not marked `either`)
 * wants there?  Then the angel found another way to pass it than the
 * repair's (skipping every `sum += c` passes a test whose sum is 0 mod
 * 256), and its rows would make the examples unsatisfiable: the test
 * gives none, and validation still runs it. */
static int contradicts(const ang_loc *l, int npass, int nvars, const probe_log *lg, int id, probe_kind kind) {
  for (int j = 0; j < lg->n; j++) {
    const probe_rec *rec = &lg->rec[j];
    if (rec->id != id || rec->kind != kind || rec->nvals != nvars) continue;
    for (int r = 0; r < npass; r++)
      if (!l->either[r] && l->want[r] != (unsigned char)rec->used &&
          (nvars == 0 || !memcmp(l->vals + (size_t)r * (size_t)nvars, rec->vals, sizeof *l->vals * (size_t)nvars)))
        return 1;
  }
  return 0;
}

/* runs spent, per angelic condition, on asking which passing rows matter */
#define ANG_FREE_RUNS 400

/* Does passing test t still pass with the k-th execution (from 0) of
 * condition id negated?  Then that row says nothing of the condition:
 * either value passes. */
static int free_row(angel *a, int t, int id, int k, int *budget) {
  if (k >= 64 || *budget <= 0) return 0;
  (*budget)--;
  char setting[96];
  snprintf(setting, sizeof setting, "AMEND_FLIP=%d:%llu", id, 1ull << k);
  return logged_run(a, t, setting, a->limit, NULL, 0) == RUN_PASS;
}

/* Examples of point id from the passing tests' unforced logs and from
 * the failing tests' angelic logs.  Beyond the seed, which keeps every
 * passing row at the value it had: a condition row whose negation still
 * passes its test is marked `either` (ANG_FREE_RUNS runs at most), so that
 * `c < min` may replace `c < b` where the tests pass either way. */
static ang_loc make_loc(angel *a, int id, probe_log *angelic) {
  const ang_point *pt = &a->r->pts[id];
  ang_loc l = {.point = id};
  int cap = 0, budget = pt->pt.kind == PROBE_IF ? ANG_FREE_RUNS : 0;
  for (int k = 0; k < a->c->npass; k++) {
    int t = a->c->pass[k], e = 0;
    const probe_log *lg = &a->base[t];
    for (int j = 0; j < lg->n; j++)
      if (lg->rec[j].id == id && lg->rec[j].kind == pt->pt.kind) {
        int either = free_row(a, t, id, e++, &budget);
        add_row(&l, pt->pt.nvars, &lg->rec[j], pt->pt.kind == PROBE_IF ? lg->rec[j].actual : 1, either, &cap);
      }
  }
  int npass_rows = l.nrows;
  for (int k = 0; k < a->c->nfail; k++) {
    if (contradicts(&l, npass_rows, pt->pt.nvars, &angelic[k], id, pt->pt.kind)) continue;
    for (int j = 0; j < angelic[k].n; j++)
      if (angelic[k].rec[j].id == id && angelic[k].rec[j].kind == pt->pt.kind)
        add_row(&l, pt->pt.nvars, &angelic[k].rec[j], angelic[k].rec[j].used, 0, &cap);
  }
  return l;
}

/* How often test t executed point id in its unforced run (the log keeps
 * at most 100 lines a point, so larger counts are not exact). */
static int executions(const angel *a, int t, int id, probe_kind kind) {
  const probe_log *lg = &a->base[t];
  int m = 0;
  for (int j = 0; j < lg->n; j++) m += lg->rec[j].id == id && lg->rec[j].kind == kind;
  return m;
}

#define ANG_MAX_SINGLE 16   /* executions up to which each one is changed alone */
#define ANG_MAX_SUBSET 6    /* executions up to which every subset is tried */

/* Subsets of {1..m} other than the full one, by size then value: the
 * n-th call returns the n-th mask, 0 when done. */
static unsigned long long next_subset(int m, int *size, unsigned long long cur) {
  int full = m <= ANG_MAX_SUBSET;
  for (;;) {
    if (cur) {
      /* the next mask with the same number of bits (Gosper's hack) */
      unsigned long long c = cur & -cur, r = cur + c;
      cur = (((r ^ cur) >> 2) / c) | r;
    } else {
      cur = (1ull << *size) - 1;
    }
    if (cur < (1ull << m)) return cur;
    if (++*size >= m || (!full && *size > 1)) return 0;
    cur = 0;
  }
}

/* Algorithms 1 and 2 at one point: 1 when every failing test passes.
 * Beyond the seed, which always changes every execution: when that fails
 * and the test executes the point a few times, some executions alone are
 * changed -- every subset up to 6 executions, each single one up to 16
 * (a guard needed by some calls only). */
static int try_point(angel *a, int id, probe_log *angelic) {
  const ang_point *pt = &a->r->pts[id];
  char setting[96];
  int ok = 1, k = 0;
  for (; ok && k < a->c->nfail; k++) {
    int t = a->c->fail[k];
    if (pt->pt.kind == PROBE_IF) {
      snprintf(setting, sizeof setting, "AMEND_FORCE=%d:1", id);
      if (run_logged(a, t, setting, &angelic[k])) continue;
      snprintf(setting, sizeof setting, "AMEND_FORCE=%d:0", id);
    } else {
      snprintf(setting, sizeof setting, "AMEND_SKIP=%d", id);
    }
    if (run_logged(a, t, setting, &angelic[k])) continue;
    int m = executions(a, t, id, pt->pt.kind), size = 1;
    ok = 0;
    if (m < 2 || m > ANG_MAX_SINGLE) continue;
    for (unsigned long long mask = next_subset(m, &size, 0); mask && !ok; mask = next_subset(m, &size, mask)) {
      snprintf(setting, sizeof setting, "AMEND_%s=%d:%llu", pt->pt.kind == PROBE_IF ? "FLIP" : "SKIP", id, mask);
      ok = run_logged(a, t, setting, &angelic[k]);
    }
  }
  if (!ok)
    for (int j = 0; j < k; j++) probe_log_free(&angelic[j]);
  return ok;
}

static angel *sort_ctx;
static int by_susp(const void *x, const void *y) {
  const ang_point *a = &sort_ctx->r->pts[*(const int *)x], *b = &sort_ctx->r->pts[*(const int *)y];
  if (a->susp != b->susp) return a->susp > b->susp ? -1 : 1;
  return *(const int *)x - *(const int *)y;
}

static void localize_kind(angel *a, probe_kind kind, int *tried, int *cap) {
  ang_result *r = a->r;
  int *order = xmalloc(sizeof *order * (size_t)(r->npoints + 1)), n = 0;
  for (int i = 0; i < r->npoints; i++)
    if (r->pts[i].pt.kind == kind && r->pts[i].fail_cov == a->c->nfail) order[n++] = i;
  sort_ctx = a;
  qsort(order, (size_t)n, sizeof *order, by_susp);
  probe_log *angelic = xcalloc((size_t)a->c->nfail + 1, sizeof *angelic);
  for (int i = 0; i < n && !ts_out_of_time(a->c); i++) {
    (*tried)++;
    if (!try_point(a, order[i], angelic)) continue;
    ang_loc l = make_loc(a, order[i], angelic);
    for (int k = 0; k < a->c->nfail; k++) probe_log_free(&angelic[k]);
    VEC_PUSH(r->locs, r->nlocs, *cap, l);
  }
  free(angelic);
  free(order);
}

int ang_localize(ts_ctx *c, const site_opts *so, ang_result *r, FILE *diag) {
  double t0 = clock_now();
  memset(r, 0, sizeof *r);
  collect col = {r, 0, so, c->p};
  scope_each_stmt(c->p, on_stmt, &col);

  char *dir = ts_subdir(c, "probe"), *log = NULL;
  /* probe_build takes a contiguous array of probe_pt */
  probe_pt *pts = xmalloc(sizeof *pts * (size_t)(r->npoints + 1));
  for (int i = 0; i < r->npoints; i++) pts[i] = r->pts[i].pt;
  char *bin = probe_build(c->p, pts, r->npoints, dir, c->cflags, c->ncflags, &log);
  free(pts);
  if (!bin) {
    if (!deadline_passed())  /* after the deadline gcc was stopped, not refused */
      fprintf(diag, "amend: internal error: the instrumented copy of the program does not compile:\n%s",
              log ? log : "");
    free(log);
    run_rmtree(dir);
    free(dir);
    return -1;
  }
  free(log);

  int nt = c->s->n;
  angel a = {.c = c, .r = r, .bin = bin, .dir = dir, .base = xcalloc((size_t)nt + 1, sizeof(probe_log)),
             .limit = c->short_s};
  /* the unforced, logged run of every test: coverage and passing examples */
  for (int i = 0; i < nt; i++) {
    logged_run(&a, i, NULL, c->base[i] == RUN_TIMEOUT ? a.limit : 0, &a.base[i], 1);
    const probe_log *lg = &a.base[i];
    unsigned char *seen = xcalloc((size_t)r->npoints + 1, 1);
    for (int j = 0; j < lg->n; j++) {
      int id = lg->rec[j].id;
      if (id < 0 || id >= r->npoints || seen[id]) continue;
      seen[id] = 1;
      if (c->base[i] == RUN_PASS) r->pts[id].pass_cov++;
      else r->pts[id].fail_cov++;
    }
    free(seen);
  }
  for (int i = 0; i < r->npoints; i++) {
    ang_point *pt = &r->pts[i];
    double d = sqrt((double)c->nfail * (double)(pt->fail_cov + pt->pass_cov));
    pt->susp = d > 0 ? pt->fail_cov / d : 0;
  }
  int cap = 0;
  localize_kind(&a, PROBE_IF, &r->tried_if, &cap);
  localize_kind(&a, PROBE_STMT, &r->tried_stmt, &cap);

  for (int i = 0; i < nt; i++) probe_log_free(&a.base[i]);
  free(a.base);
  free(bin);
  run_rmtree(dir);
  free(dir);
  r->elapsed_s = clock_now() - t0;
  return 0;
}

void ang_free(ang_result *r) {
  for (int i = 0; i < r->npoints; i++) free((void *)r->pts[i].pt.vars);
  for (int i = 0; i < r->nlocs; i++) {
    free(r->locs[i].vals);
    free(r->locs[i].want);
    free(r->locs[i].actual);
    free(r->locs[i].either);
  }
  free(r->pts);
  free(r->locs);
  memset(r, 0, sizeof *r);
}

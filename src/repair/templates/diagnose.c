/* diagnose.c - conflicts from unsat cores of Eq. 3, diagnoses by HS-tree. */
#include "repair/templates/templates.h"

#include <stdlib.h>
#include <string.h>

#include "util/arena.h"
#include "util/clock.h"
#include "util/idmap.h"

/* ---- components ---------------------------------------------------------- */

typedef struct owned {
  char *mine;              /* expression id -> inside a user slot */
  const diag_opts *o;
} owned;

static void mark(void *ctx, const ir_expr *e) { ((owned *)ctx)->mine[e->id] = 1; }

static void add_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  owned *ow = ctx;
  if (!site_frozen(ow->o->spec, f, root)) ir_expr_walk(root, mark, ow);
}

static int by_loc(const void *x, const void *y) {
  const ir_expr *a = *(const ir_expr *const *)x, *b = *(const ir_expr *const *)y;
  if (a->loc.file != b->loc.file) return a->loc.file < b->loc.file ? -1 : 1;
  if (a->loc.off != b->loc.off) return a->loc.off < b->loc.off ? -1 : 1;
  return a->loc.end > b->loc.end ? -1 : a->loc.end < b->loc.end;  /* outer first */
}

/* Site expressions that are components (in slots that are not
 * specification): comp_of[expr id] = component index or -1; the
 * components in source order. */
static int diag_components(const ir_prog *p, const bmc *b, const diag_opts *opts, int *comp_of,
                           const ir_expr ***comps) {
  owned o = {xcalloc((size_t)p->nexprs + 1, 1), opts};
  ir_each_slot(p, add_slot, &o);
  for (int i = 0; i < p->nexprs; i++) comp_of[i] = -1;
  int n = 0;
  const ir_expr **c = xmalloc(sizeof *c * ((size_t)bmc_nsites(b) + 1));
  for (int i = 0; i < bmc_nsites(b); i++) {
    const ir_expr *e = bmc_site(b, i)->site;
    if (!o.mine[e->id] || comp_of[e->id] >= 0) continue;
    comp_of[e->id] = 0;
    c[n++] = e;
  }
  qsort(c, (size_t)n, sizeof *c, by_loc);
  for (int i = 0; i < n; i++) comp_of[c[i]->id] = i;
  free(o.mine);
  *comps = c;
  return n;
}

/* ---- repairable' (Eq. 3) ------------------------------------------------- */

typedef struct query {
  Z3_context z;
  Z3_solver s;
  int ncomps;
  Z3_ast *ok;              /* per component: it computes as written */
  idmap *okidx;            /* AST id of ok[k] -> k */
  Z3_ast *assume;          /* scratch */
  int *cur, *keep;         /* scratch */
  double deadline;         /* clock_now() bound, 0: none */
  int gave_up;
} query;

/* The solver on "the components in on[0..n) are normal"; 1 sat, 0 unsat
 * (the core, as components, in core[] with its size in *ncore), -1 unknown. */
static int decide(query *q, const int *on, int n, int *core, int *ncore) {
  if (q->deadline > 0) {
    double left = q->deadline - clock_now();
    if (left <= 0) return -1;
    bmc_solver_timeout(q->z, q->s, left);
  }
  for (int i = 0; i < n; i++) q->assume[i] = q->ok[on[i]];
  Z3_lbool r = Z3_solver_check_assumptions(q->z, q->s, (unsigned)n, q->assume);
  if (r == Z3_L_TRUE) return 1;
  if (r == Z3_L_UNDEF) return -1;
  Z3_ast_vector v = Z3_solver_get_unsat_core(q->z, q->s);
  Z3_ast_vector_inc_ref(q->z, v);
  *ncore = 0;
  for (unsigned i = 0; i < Z3_ast_vector_size(q->z, v); i++) {
    int k = idmap_get(q->okidx, Z3_get_ast_id(q->z, Z3_ast_vector_get(q->z, v, i)), -1);
    if (k >= 0) core[(*ncore)++] = k;
  }
  Z3_ast_vector_dec_ref(q->z, v);
  return 0;
}

/* hs_oracle: a minimal conflict among the components off the path. */
static int conflict(void *ctx, const int *path, int npath, int *out) {
  query *q = ctx;
  char *off = xcalloc((size_t)q->ncomps + 1, 1);
  for (int i = 0; i < npath; i++) off[path[i]] = 1;
  int n = 0;
  for (int k = 0; k < q->ncomps; k++)
    if (!off[k]) q->cur[n++] = k;
  free(off);
  int r = decide(q, q->cur, n, q->keep, &n);
  if (r != 0) {
    if (r < 0) q->gave_up = 1;
    return r > 0 ? 0 : -1;
  }
  memcpy(q->cur, q->keep, sizeof *q->cur * (size_t)n);
  /* deletion: drop each member whose absence keeps the set a conflict;
   * the solver's new core may drop more at once */
  for (int i = 0; i < n;) {
    int m = 0;
    for (int j = 0; j < n; j++)
      if (j != i) q->keep[m++] = q->cur[j];
    int nc;
    r = decide(q, q->keep, m, q->keep + q->ncomps, &nc);
    if (r < 0) {
      q->gave_up = 1;
      return -1;
    }
    if (r == 0) {
      memcpy(q->cur, q->keep + q->ncomps, sizeof *q->cur * (size_t)nc);
      n = nc;
      i = 0;  /* the core is a new subset: scan it again */
      continue;
    }
    i++;
  }
  memcpy(out, q->cur, sizeof *out * (size_t)n);
  return n;
}

/* ---- the run ------------------------------------------------------------- */

typedef struct collect {
  diag_result *r;
  int max;
} collect;

static int on_diag(void *ctx, const int *comps, int n) {
  collect *c = ctx;
  diag_result *r = c->r;
  r->dsize = xrealloc(r->dsize, sizeof *r->dsize * (size_t)(r->ndiags + 1));
  r->diags = xrealloc(r->diags, sizeof *r->diags * (size_t)(r->ndiags + 1));
  r->dsize[r->ndiags] = n;
  r->diags[r->ndiags] = xmalloc(sizeof **r->diags * ((size_t)n + 1));
  memcpy(r->diags[r->ndiags], comps, sizeof *comps * (size_t)n);
  r->ndiags++;
  return c->max > 0 && r->ndiags >= c->max;
}

int diagnose_run(const ir_prog *p, const diag_opts *o, diag_result *r, FILE *diag) {
  memset(r, 0, sizeof *r);
  double t0 = clock_now();
  bmc *b = bmc_encode(p, o->bo, diag);
  if (!b) return -1;
  r->enc = b;
  bmc_check(b, &r->check);
  if (r->check.status != BMC_VIOLATED) {
    r->elapsed_s = clock_now() - t0;
    return 0;
  }
  Z3_context z = bmc_ctx(b);
  int *comp_of = xmalloc(sizeof *comp_of * ((size_t)p->nexprs + 1));
  r->ncomps = diag_components(p, b, o, comp_of, &r->comps);
  r->njs = failing_find(b, o->ninputs > 0 ? o->ninputs : 1, o->timeout_s, &r->js);
  if (r->njs <= 0) {
    r->njs = 0;
    r->timed_out = 1;
    free(comp_of);
    r->elapsed_s = clock_now() - t0;
    return 0;
  }

  query q = {.z = z, .s = bmc_bv_solver(z, 0), .ncomps = r->ncomps, .okidx = idmap_new(),
             .deadline = o->timeout_s > 0 ? t0 + o->timeout_s : 0};
  size_t nc = (size_t)r->ncomps + 1;
  q.ok = xmalloc(sizeof *q.ok * nc);
  q.assume = xmalloc(sizeof *q.assume * nc);
  q.cur = xmalloc(sizeof *q.cur * nc);
  q.keep = xmalloc(sizeof *q.keep * 2 * nc);
  for (int k = 0; k < r->ncomps; k++) {
    char name[32];
    snprintf(name, sizeof name, "ok!%d", k);
    q.ok[k] = Z3_mk_const(z, Z3_mk_string_symbol(z, name), Z3_mk_bool_sort(z));
    idmap_put(q.okidx, Z3_get_ast_id(z, q.ok[k]), k);
  }
  bmc_opts bo = *o->bo;
  bo.ctx = z;
  bmc **copies = xcalloc((size_t)r->njs + 1, sizeof *copies);
  int ok = 1;
  for (int j = 0; j < r->njs && ok; j++) {
    Z3_ast fixed;
    bmc *c = copies[j] = failing_copy(p, &bo, &r->js[j], &fixed);
    if (!c) {
      ok = 0;
      break;
    }
    Z3_solver_assert(z, q.s, fixed);
    Z3_solver_assert(z, q.s, Z3_mk_not(z, bmc_violation(c)));
    for (int i = 0; i < bmc_nsites(c); i++) {
      const bmc_site_def *d = bmc_site(c, i);
      Z3_ast eq = Z3_mk_eq(z, d->lhs, d->rhs);
      int k = comp_of[d->site->id];
      Z3_solver_assert(z, q.s, k < 0 ? eq : Z3_mk_implies(z, q.ok[k], eq));
    }
  }
  if (ok) {
    hs_oracle orc = {conflict, &q};
    collect col = {r, o->max_diagnoses};
    hs_run(r->ncomps, o->max_size, &orc, on_diag, &col, &r->hs);
    r->timed_out = q.gave_up;
  } else {
    r->timed_out = 1;
  }
  for (int j = 0; j < r->njs; j++) bmc_free(copies[j]);
  free(copies);
  Z3_solver_dec_ref(z, q.s);
  idmap_free(q.okidx);
  free(q.ok);
  free(q.assume);
  free(q.cur);
  free(q.keep);
  free(comp_of);
  r->elapsed_s = clock_now() - t0;
  return 0;
}

void diag_result_free(diag_result *r) {
  bmc_result_free(&r->check);
  for (int i = 0; i < r->ndiags; i++) free(r->diags[i]);
  free(r->diags);
  free(r->dsize);
  free(r->comps);
  failing_free(r->js, r->njs);
  bmc_free(r->enc);
  memset(r, 0, sizeof *r);
}

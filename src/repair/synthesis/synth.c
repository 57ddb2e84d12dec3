/* synth.c - a condition from rows by component-based synthesis (seed 002
 * §3.3.4 to §3.5): levels, passes, the search, and the candidates' text.
 * The encoding into Z3 is synth_enc.c's.
 *
 * Levels (every block is used, so a level does not repeat a lower one):
 *   1  a OP b                      OP one of < <= > >= == !=
 *   2  a +|- b OP c
 *   3  (a OP b) &&|| (c OP d)
 *   4  as 3, one comparison (or both) reading a +|- b
 *   5  a * b OP c
 *   6  a % k OP c                   k a constant above 1 (even, divisible)
 * The a, b, c, d are variables and constants: arithmetic reads only
 * those.  There is no ! block: the six comparison operators are closed
 * under negation, and De Morgan pushes a ! over && / || down to them, so
 * it would only add spellings of the same conditions.  Each level has two
 * passes: the first leaves the foreign constants out, the second admits
 * them and requires one, so within a level the candidates without foreign
 * constants come first.
 *
 * Search: counterexample-guided over the rows.  A pass starts from the
 * first and last row of each truth value; each wiring the solver proposes
 * is evaluated here, in C, on every row, and up to MORE_ROWS rows it gets
 * wrong are asserted, until it gets none wrong.  Then it is offered
 * (unless its text was already) and excluded, and the search goes on
 * until the solver finds no more.  A logic candidate one of whose
 * comparisons alone agrees with every row is not offered: that comparison
 * is, at its own level.  Every comparison found to agree is remembered
 * and banned from the later logic levels, which would otherwise spend
 * their time pairing it with near misses.
 *
 * Z3: one context per call, without reference counting (a call builds a
 * bounded number of terms, all freed with the context), our own error
 * handler; one solver per pass; each check limited to the time left.
 *
 * Text: C with the parentheses C needs (and around && under ||), a
 * variable or a sum on the left of a comparison (`x > 0`, `a + b > c`),
 * x + -1 written x - 1.  Every candidate's text is new to the call. */
#include "repair/synthesis/synth.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "repair/synthesis/synth_internal.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"

typedef synth_stage stage;
typedef synth_wiring wiring;
typedef synth_wide wide;
typedef synth_run run;

/* a level: how many blocks of each kind, and the arithmetic operators */
typedef struct shape {
  int narith, aop0, naops, ncmp, nlogic;
} shape;

static const shape LEVELS[SYNTH_LEVELS] = {
    {0, 0, 0, 1, 0},
    {1, SYN_ADD, 2, 1, 0},
    {0, 0, 0, 2, 1},
    {1, SYN_ADD, 2, 2, 1},
    {1, SYN_MUL, 1, 1, 0},
    {1, SYN_MOD, 1, 1, 0},
};

#define MORE_ROWS 3  /* wrongly predicted rows asserted per round */

/* ---- rows ---- */

typedef struct rowref {
  const int64_t *v;
  int n, want, idx;
} rowref;

static int cmp_rows(const void *x, const void *y) {
  const rowref *a = x, *b = y;
  for (int i = 0; i < a->n; i++)
    if (a->v[i] != b->v[i]) return a->v[i] < b->v[i] ? -1 : 1;
  return a->idx - b->idx;
}

static int cmp_ints(const void *x, const void *y) {
  int a = *(const int *)x, b = *(const int *)y;
  return (a > b) - (a < b);
}

/* The distinct rows into u; 0 when two equal rows want different values
 * (then no condition over these variables exists). */
static int distinct_rows(run *u) {
  const synth_spec *s = u->s;
  rowref *rr = xmalloc(sizeof *rr * ((size_t)s->nrows + 1));
  for (int i = 0; i < s->nrows; i++)
    rr[i] = (rowref){s->vals + (size_t)i * (size_t)s->nvars, s->nvars, s->want[i] != 0, i};
  qsort(rr, (size_t)s->nrows, sizeof *rr, cmp_rows);
  u->rows = xmalloc(sizeof *u->rows * ((size_t)s->nrows + 1));
  u->nrows = 0;
  int ok = 1;
  for (int i = 0; i < s->nrows && ok; i++) {
    if (i > 0 && memcmp(rr[i].v, rr[i - 1].v, sizeof *rr[i].v * (size_t)s->nvars) == 0) {
      ok = rr[i].want == rr[i - 1].want;
      continue;
    }
    u->rows[u->nrows++] = rr[i].idx;
  }
  free(rr);
  /* back in the caller's order, so the first rows asserted are its first */
  qsort(u->rows, (size_t)u->nrows, sizeof *u->rows, cmp_ints);
  return ok;
}

/* ---- meaning ---- */

wide synth_apply(int op, wide a, wide b) {
  switch (op) {
  case SYN_ADD: return a + b;
  case SYN_SUB: return a - b;
  case SYN_MUL: return a * b;
  case SYN_MOD: return b == 0 ? 0 : a % b;  /* (never offered: a constant above 1) */
  case SYN_LT: return a < b;
  case SYN_LE: return a <= b;
  case SYN_GT: return a > b;
  case SYN_GE: return a >= b;
  case SYN_EQ: return a == b;
  case SYN_NE: return a != b;
  case SYN_AND: return a && b;
  default: return a || b;
  }
}

static wide eval(const stage *p, const wiring *w, int loc, int r) {
  if (loc < p->n0) return synth_input(p, loc, r);
  const wiring *x = &w[loc - p->n0];
  return synth_apply(x->op, eval(p, w, x->in[0], r), eval(p, w, x->in[1], r));
}

static int agrees(const stage *p, const wiring *w, int loc) {
  for (int r = 0; r < p->u->nrows; r++)
    if ((eval(p, w, loc, r) != 0) != synth_want(p, r)) return 0;
  return 1;
}

static int reads_foreign(const stage *p, const wiring *w) {
  for (int i = 0; i < p->nb; i++)
    for (int k = 0; k < 2; k++)
      if (p->b[i].kind != SYN_LOGIC && w[i].in[k] >= p->n0 - p->nf && w[i].in[k] < p->n0) return 1;
  return 0;
}

/* ---- comparisons known to agree ---- */

static int id_of(const stage *p, int loc) { return loc < p->nv ? loc : p->nv + p->cidx[loc - p->nv]; }

static void remember(stage *p, const wiring *w, int c) {
  synth_known k = {w[c], w[0]};
  for (int i = 0; i < 2; i++) k.cmp.in[i] = w[c].in[i] >= p->n0 ? -1 : id_of(p, w[c].in[i]);
  if (k.cmp.in[1] < 0)
    for (int i = 0; i < 2; i++) k.arith.in[i] = id_of(p, w[0].in[i]);
  VEC_PUSH(p->u->known, p->u->nknown, p->u->capknown, k);
}

/* the remembered comparisons this pass can spell, banned */
static void ban_known(stage *p) {
  for (int i = 0; i < p->u->nknown; i++) {
    const synth_known *k = &p->u->known[i];
    wiring w[2] = {k->arith, k->cmp};
    int ok = 1;
    for (int j = 0; j < 2; j++)
      if (k->cmp.in[j] < 0) w[1].in[j] = p->n0;
      else ok &= (w[1].in[j] = p->locof[k->cmp.in[j]]) >= 0;
    if (k->cmp.in[1] < 0) {
      const synth_block *ar = &p->b[0];
      ok &= ar->kind == SYN_ARITH && k->arith.op >= ar->op0 && k->arith.op < ar->op0 + ar->nops;
      for (int j = 0; j < 2; j++) ok &= (w[0].in[j] = p->locof[k->arith.in[j]]) >= 0;
    }
    if (ok) synth_enc_ban(p, w, 1);
  }
}

/* ---- text ---- */

typedef struct sbuf {
  char *s;
  size_t n, cap;
} sbuf;

static void put(sbuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (b->n + (size_t)k + 1 > b->cap) {
    b->cap = 2 * (b->n + (size_t)k + 1);
    b->s = xrealloc(b->s, b->cap);
  }
  va_start(ap, fmt);
  vsnprintf(b->s + b->n, (size_t)k + 1, fmt, ap);
  va_end(ap);
  b->n += (size_t)k;
}

static const char *const OP_TEXT[] = {"+", "-", "*", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||"};

static int prec(int op) {
  if (op < 0) return 0;  /* the top: no parentheses */
  switch (op) {
  case SYN_MUL: case SYN_MOD: return 13;
  case SYN_ADD: case SYN_SUB: return 12;
  case SYN_LT: case SYN_LE: case SYN_GT: case SYN_GE: return 10;
  case SYN_EQ: case SYN_NE: return 9;
  case SYN_AND: return 5;
  case SYN_OR: return 4;
  }
  return 20;
}

static int mirror(int op) {
  switch (op) {
  case SYN_LT: return SYN_GT;
  case SYN_GT: return SYN_LT;
  case SYN_LE: return SYN_GE;
  case SYN_GE: return SYN_LE;
  }
  return op;
}

/* a block as printed: operands possibly swapped, x + -1 as x - 1 */
typedef struct shown {
  int op, l, r, negr;
} shown;

static shown show(const stage *p, const wiring *w, int i) {
  shown v = {w[i].op, w[i].in[0], w[i].in[1], 0};
  int swap = 0;
  if (v.op >= SYN_LT && v.op <= SYN_NE)  /* `x > 0`, not `0 < x`; `a + b > c` */
    swap = (synth_is_const(p, v.l) && !synth_is_const(p, v.r)) || (v.l < p->n0 && v.r >= p->n0);
  else if (v.op == SYN_MUL)
    swap = synth_is_const(p, v.l) && !synth_is_const(p, v.r);
  if (swap) {
    int t = v.l;
    v.l = v.r;
    v.r = t;
    v.op = mirror(v.op);
  }
  if ((v.op == SYN_ADD || v.op == SYN_SUB) && synth_is_const(p, v.r) && p->cv[v.r - p->nv] < 0 &&
      p->cv[v.r - p->nv] != INT64_MIN) {
    v.op = v.op == SYN_ADD ? SYN_SUB : SYN_ADD;
    v.negr = 1;
  }
  return v;
}

/* The text at loc, as an operand of `parent` (-1: the whole condition) on
 * its right or left; negate: a constant is written negated. */
static void print_at(const stage *p, const wiring *w, int loc, int negate, int parent, int right, sbuf *b) {
  if (loc < p->nv) {
    put(b, "%s", p->s->vars[loc]);
    return;
  }
  if (loc < p->n0) {
    int64_t c = p->cv[loc - p->nv];
    const char *sp = p->s->spelling ? p->s->spelling[p->cidx[loc - p->nv]] : NULL;
    if (sp && !negate) {
      put(b, "%s", sp);
      return;
    }
    if (negate) c = -c;
    if (c == INT64_MIN) put(b, "(-9223372036854775807 - 1)");
    else put(b, "%lld", (long long)c);
    return;
  }
  shown v = show(p, w, loc - p->n0);
  int pp = prec(parent), pc = prec(v.op);
  int commutes = parent == SYN_ADD || parent == SYN_MUL || parent == SYN_AND || parent == SYN_OR;
  /* && under || gets parentheses although C does not need them */
  int paren = pc < pp || (right && pc == pp && !commutes) || (parent == SYN_OR && v.op == SYN_AND);
  if (paren) put(b, "(");
  print_at(p, w, v.l, 0, v.op, 0, b);
  put(b, " %s ", OP_TEXT[v.op]);
  print_at(p, w, v.r, v.negr, v.op, 1, b);
  if (paren) put(b, ")");
}

/* ---- the search ---- */

static int model_int(Z3_context z, Z3_model m, Z3_ast t) {
  Z3_ast v;
  int x = 0;
  if (Z3_model_eval(z, m, t, 1, &v)) Z3_get_numeral_int(z, v, &x);
  return x;
}

static void read_wiring(stage *p, Z3_model m, wiring *w) {
  for (int i = 0; i < p->nb; i++) {
    const synth_block *bk = &p->b[i];
    w[i].in[0] = model_int(p->z, m, bk->in[0]);
    w[i].in[1] = model_int(p->z, m, bk->in[1]);
    w[i].op = bk->op0 + (bk->op ? model_int(p->z, m, bk->op) : 0);
  }
}

/* Offer w to the caller unless its text was offered already. */
static void offer(stage *p, const wiring *w) {
  run *u = p->u;
  sbuf b = {NULL, 0, 0};
  print_at(p, w, p->n0 + p->nb - 1, 0, -1, 0, &b);
  for (int i = 0; i < u->nseen; i++)
    if (strcmp(u->seen[i], b.s) == 0) {
      free(b.s);
      return;
    }
  VEC_PUSH(u->seen, u->nseen, u->capseen, b.s);
  synth_cand c = {b.s, p->level, reads_foreign(p, w), p->nb};
  u->count++;
  if (u->cb(u->ctx, &c) || u->count >= u->max) u->stop = 1;
}

static void set_timeout(stage *p, double s) {
  Z3_params ps = Z3_mk_params(p->z);
  Z3_params_inc_ref(p->z, ps);
  unsigned ms = s > 0 ? (unsigned)(s * 1000) : 0;
  Z3_params_set_uint(p->z, ps, Z3_mk_string_symbol(p->z, "timeout"), ms ? ms : (s > 0 ? 1 : UINT32_MAX));
  Z3_solver_set_params(p->z, p->so, ps);
  Z3_params_dec_ref(p->z, ps);
}

/* Rows the wiring gets wrong: up to MORE_ROWS of them, spread out, are
 * asserted.  Returns how many it got wrong. */
static int refute(stage *p, const wiring *w) {
  int *wrong = xmalloc(sizeof *wrong * ((size_t)p->u->nrows + 1)), n = 0;
  for (int r = 0; r < p->u->nrows; r++)
    if ((eval(p, w, p->n0 + p->nb - 1, r) != 0) != synth_want(p, r)) wrong[n++] = r;
  int added = 0;
  for (int k = 0; k < MORE_ROWS && k < n; k++) {
    int r = wrong[(size_t)k * (size_t)(n - 1) / (MORE_ROWS - 1)];
    if (!p->asserted[r]) {
      synth_enc_row(p, r);
      added++;
    }
  }
  /* the solver and the evaluator disagree on an asserted row: never
   * expected, but the wiring must not come back */
  if (n && !added) synth_enc_exclude(p, w);
  free(wrong);
  return n;
}

static void z3_error(Z3_context z, Z3_error_code code) {
  if (code == Z3_MEMOUT_FAIL) deadline_out_of_memory();  /* past memory_max_size */
  if (deadline_passed()) deadline_bail();  /* the watchdog's interrupt */
  fprintf(stderr, "amend: internal error: Z3 (synth): %s\n", Z3_get_error_msg(z, code));
  exit(70);
}

static void interrupt(void *z) { Z3_interrupt(z); }

static void search(stage *p) {
  run *u = p->u;
  wiring w[SYNTH_MAXB];
  for (;;) {
    /* the nearer of the two bounds; it also limits the check */
    double left = clock_left(u->deadline, u->cpu_deadline);
    if ((u->deadline > 0 || u->cpu_deadline > 0) && left <= 0) {
      u->out_of_time = 1;
      return;
    }
    set_timeout(p, left);
    Z3_lbool r = Z3_solver_check(p->z, p->so);
    if (r == Z3_L_FALSE) return;
    if (r == Z3_L_UNDEF) {
      u->out_of_time = 1;
      return;
    }
    Z3_model m = Z3_solver_get_model(p->z, p->so);
    Z3_model_inc_ref(p->z, m);
    read_wiring(p, m, w);
    Z3_model_dec_ref(p->z, m);
    if (refute(p, w)) continue;
    int root = p->nb - 1, redundant = 0;
    if (p->b[root].kind == SYN_CMP) remember(p, w, root);
    if (p->b[root].kind == SYN_LOGIC)
      for (int k = 0; k < 2; k++)
        if (agrees(p, w, w[root].in[k])) {
          remember(p, w, w[root].in[k] - p->n0);
          synth_enc_ban(p, w, w[root].in[k] - p->n0);
          redundant = 1;
        }
    if (redundant) continue;
    offer(p, w);
    if (u->stop) return;
    synth_enc_exclude(p, w);
  }
}

/* One pass of level `level`: with_foreign 0 leaves the foreign constants
 * out, 1 admits them and requires one. */
static void run_pass(run *u, int level, int with_foreign) {
  const synth_spec *s = u->s;
  const shape *sh = &LEVELS[level - 1];
  stage p;
  memset(&p, 0, sizeof p);
  p.u = u;
  p.s = s;
  p.level = level;
  p.nv = s->nvars;
  p.cv = xmalloc(sizeof *p.cv * ((size_t)s->nconsts + 1));
  p.cidx = xmalloc(sizeof *p.cidx * ((size_t)s->nconsts + 1));
  p.locof = xmalloc(sizeof *p.locof * ((size_t)p.nv + (size_t)s->nconsts + 1));
  for (int k = 0; k < p.nv + s->nconsts; k++) p.locof[k] = k < p.nv ? k : -1;
  p.n0 = p.nv;
  p.zero = p.one = -1;
  for (int k = 0; k < s->nconsts; k++) p.has_zero |= s->consts[k] == 0;
  for (int f = 0; f <= with_foreign; f++)
    for (int k = 0; k < s->nconsts; k++) {
      if ((s->foreign && s->foreign[k]) != f) continue;
      if (s->consts[k] == 0) p.zero = p.n0;
      if (s->consts[k] == 1) p.one = p.n0;
      p.cidx[p.n0 - p.nv] = k;
      p.locof[p.nv + k] = p.n0;
      p.cv[p.n0 - p.nv] = s->consts[k];
      p.nf += f;
      p.n0++;
    }
  if (with_foreign && !p.nf) {
    free(p.cv);
    free(p.cidx);
    free(p.locof);
    return;
  }

  p.z = u->z;
  p.isort = Z3_mk_int_sort(p.z);
  /* every variable is bounded and the rows are propositional: the
   * finite-domain solver bit-blasts to an incremental SAT solver, several
   * times faster here than the general SMT core */
  p.so = Z3_mk_solver_for_logic(p.z, Z3_mk_string_symbol(p.z, "QF_FD"));
  Z3_solver_inc_ref(p.z, p.so);
  p.locs = xmalloc(sizeof *p.locs * ((size_t)p.n0 + SYNTH_MAXB + 1));
  for (int k = 0; k <= p.n0 + SYNTH_MAXB; k++) p.locs[k] = Z3_mk_int(p.z, k, p.isort);

  int at = p.n0;
  for (int i = 0; i < sh->narith; i++, at++) synth_enc_block(&p, SYN_ARITH, sh->aop0, sh->naops, 0, p.n0 - 1);
  int ints = at;  /* comparisons read everything of type INT */
  for (int i = 0; i < sh->ncmp; i++, at++) synth_enc_block(&p, SYN_CMP, SYN_LT, 6, 0, ints - 1);
  for (int i = 0; i < sh->nlogic; i++, at++) synth_enc_block(&p, SYN_LOGIC, SYN_AND, 2, ints, at - 1);
  synth_enc_rules(&p);
  if (sh->nlogic) ban_known(&p);

  /* the first and the last row of each truth value (a pass starts
   * afresh: rows cost more than the few rounds they might save) */
  p.asserted = xcalloc((size_t)u->nrows + 1, 1);
  for (int t = 0; t < 2; t++) {
    int first = -1, last = -1;
    for (int r = 0; r < u->nrows; r++)
      if (synth_want(&p, r) == t) {
        if (first < 0) first = r;
        last = r;
      }
    if (first >= 0) synth_enc_row(&p, first);
    if (last != first) synth_enc_row(&p, last);
  }
  search(&p);

  Z3_solver_dec_ref(p.z, p.so);
  free(p.locs);
  free(p.asserted);
  free(p.bad);
  free(p.cv);
  free(p.cidx);
  free(p.locof);
}

int synth_enumerate(const synth_spec *s, int max_cands, int (*cb)(void *ctx, const synth_cand *c), void *ctx,
                    int *timed_out) {
  if (timed_out) *timed_out = 0;
  if (!s || !cb || s->nvars <= 0 || max_cands <= 0 || s->nrows < 0) return 0;
  run u;
  memset(&u, 0, sizeof u);
  u.s = s;
  u.max = max_cands;
  u.cb = cb;
  u.ctx = ctx;
  double limit = deadline_clip(s->timeout_s);
  u.deadline = limit > 0 ? clock_now() + limit : 0;
  u.cpu_deadline = s->cpu_s > 0 ? clock_cpu() + s->cpu_s : 0;
  Z3_config cfg = Z3_mk_config();
  Z3_set_param_value(cfg, "model", "true");
  /* without reference counting: a call builds a bounded number of terms
   * (rows asserted times blocks times inputs squared, per pass), all
   * freed with the context at its end */
  u.z = Z3_mk_context(cfg);
  Z3_del_config(cfg);
  Z3_set_error_handler(u.z, z3_error);
  deadline_hook_add(interrupt, u.z);
  int levels = s->max_level < SYNTH_LEVELS ? s->max_level : SYNTH_LEVELS;
  if (distinct_rows(&u))
    for (int l = 1; l <= levels && !u.stop && !u.out_of_time; l++)
      for (int f = 0; f < 2 && !u.stop && !u.out_of_time; f++) run_pass(&u, l, f);
  if (timed_out) *timed_out = u.out_of_time;
  for (int i = 0; i < u.nseen; i++) free(u.seen[i]);
  free(u.seen);
  free(u.rows);
  free(u.known);
  deadline_hook_remove(interrupt, u.z);
  Z3_del_context(u.z);
  return u.count;
}

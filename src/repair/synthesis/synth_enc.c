/* synth_enc.c - the wiring of building blocks as a Z3 problem (seed 002
 * §3.4).
 *
 * Location variables.  The inputs I0 are the variables (locations 0 ..
 * nv-1), then the constants (nv .. n0-1, foreign ones last).  The blocks
 * of a level sit at fixed output locations n0, n0+1, ... in the order
 * arithmetic, comparisons, logic, and the last one is the result.  Fixing
 * the output locations loses nothing: blocks of one kind are
 * interchangeable and a block only reads kinds placed before it, so every
 * well-typed wiring has an equivalent in this order, and the paper's
 * one-output-per-location and acyclicity constraints hold by construction.
 * The solver chooses the location variables of the block inputs (bounded
 * Z3 Ints), each within the earlier locations of its type (the typing
 * constraint), and an operator variable for blocks offering several.
 *
 * Value variables are gone.  A row's values are known when it is
 * asserted, so whatever a wiring compares on that row is decided here in
 * C: the row's inputs are ranked by value, and "input l1 reads a value
 * above v" becomes one literal of a ladder over l1's equalities.  The
 * arithmetic block's result, for a fixed first operand and operator, is
 * monotone in its second operand, so "a +|-|* b > v" is again one ladder
 * literal per first operand and operator.  A row is thus a propositional
 * formula over the location and operator variables (the paper's
 * "same location, same value" rule and block semantics, evaluated ahead),
 * and the whole problem is finite: Z3's QF_FD solver bit-blasts it into
 * an incremental SAT solver.  The semantics are exact integers, the same
 * as the C evaluator's; wrap-around is kept out instead: operands whose
 * result leaves the int64 range on some row, or the int32 range when both
 * are in it, are forbidden up front (the caller compiles the condition in
 * the program's own int types).
 *
 * Cheap exclusions of degenerate or duplicate wirings: a comparison reads
 * two distinct locations in increasing order (its operator set is closed
 * under swapping) and not two constants; + and * likewise read in order;
 * - reads two distinct locations; arithmetic reads a variable and no
 * neutral constant (x + 0, x * 1, x * 0); each block feeds a later one;
 * two comparisons are ordered by their operand pairs and never share one
 * (two comparisons of one pair always combine into one comparison or a
 * constant); and the spellings of one linear relation are reduced to one
 * (partner_rules). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "repair/synthesis/synth_internal.h"
#include "util/arena.h"

typedef synth_stage stage;
typedef synth_block block;
typedef synth_wide wide;

static Z3_ast eq(stage *p, Z3_ast l, int loc) { return Z3_mk_eq(p->z, l, p->locs[loc]); }
static Z3_ast and2(Z3_context z, Z3_ast a, Z3_ast b) { return Z3_mk_and(z, 2, (Z3_ast[]){a, b}); }
static Z3_ast or2(Z3_context z, Z3_ast a, Z3_ast b) { return Z3_mk_or(z, 2, (Z3_ast[]){a, b}); }
static Z3_ast neg(Z3_context z, Z3_ast a) { return Z3_mk_not(z, a); }
static void hard(stage *p, Z3_ast a) { Z3_solver_assert(p->z, p->so, a); }

/* operator op of the block is chosen (constant with one operator) */
static Z3_ast op_is(stage *p, const block *bk, int op) {
  if (!bk->op) return op == bk->op0 ? Z3_mk_true(p->z) : Z3_mk_false(p->z);
  return Z3_mk_eq(p->z, bk->op, Z3_mk_int(p->z, op - bk->op0, p->isort));
}

static int is_var(const stage *p, int loc) { return loc < p->nv; }

static int bad_at(const stage *p, int op, int a, int b) {
  return p->bad[((size_t)(op - p->b[0].op0) * (size_t)p->n0 + (size_t)a) * (size_t)p->n0 + (size_t)b];
}

/* statically admissible operands of an arithmetic operator */
static int arith_ok(const stage *p, int op, int a, int b) {
  if (!is_var(p, a) && !is_var(p, b)) return 0;
  switch (op) {
  case SYN_ADD: return a < b && a != p->zero && b != p->zero;
  case SYN_SUB: return a != b && b != p->zero;
  case SYN_MOD: return is_var(p, a) && !is_var(p, b) && p->cv[b - p->nv] > 1;
  default: return a <= b && a != p->zero && b != p->zero && a != p->one && b != p->one;
  }
}

/* ---- one row ---- */

/* The row's inputs by value: distinct values w[0] < ... < w[m-1], and
 * each input location's rank among them. */
typedef struct order {
  int m;
  wide *w;
  int *rank;
} order;

static void row_order(const stage *p, int r, order *o) {
  o->m = 0;
  for (int k = 0; k < p->n0; k++) {
    wide v = synth_input(p, k, r);
    int i = o->m;
    while (i > 0 && o->w[i - 1] > v) i--;
    if (i > 0 && o->w[i - 1] == v) continue;
    memmove(o->w + i + 1, o->w + i, sizeof *o->w * (size_t)(o->m - i));
    o->w[i] = v;
    o->m++;
  }
  for (int k = 0; k < p->n0; k++) {
    wide v = synth_input(p, k, r);
    int lo = 0, hi = o->m - 1;
    while (lo < hi) {
      int mid = (lo + hi) / 2;
      if (o->w[mid] < v) lo = mid + 1;
      else hi = mid;
    }
    o->rank[k] = lo;
  }
}

/* For a location variable l over inputs 0 .. hi: is[k] "l reads the
 * value w[k]" and ge[k] "l reads a value >= w[k]" (ge[m] is false), so
 * that any up- or down-set of values is one literal. */
typedef struct ladder {
  Z3_ast *is, *ge;
} ladder;

static ladder make_ladder(stage *p, const order *o, Z3_ast l, int hi) {
  Z3_context z = p->z;
  ladder d = {xmalloc(sizeof(Z3_ast) * ((size_t)o->m + 1)), xmalloc(sizeof(Z3_ast) * ((size_t)o->m + 1))};
  Z3_ast *eqs = xmalloc(sizeof *eqs * ((size_t)p->n0 + 1));
  if (hi > p->n0 - 1) hi = p->n0 - 1;
  for (int k = 0; k < o->m; k++) {
    int ne = 0;
    for (int b = 0; b <= hi; b++)
      if (o->rank[b] == k) eqs[ne++] = eq(p, l, b);
    d.is[k] = ne ? Z3_mk_or(z, (unsigned)ne, eqs) : Z3_mk_false(z);
  }
  d.ge[o->m] = Z3_mk_false(z);
  for (int k = o->m - 1; k >= 0; k--) d.ge[k] = or2(z, d.ge[k + 1], d.is[k]);
  free(eqs);
  return d;
}

static void free_ladder(ladder *d) {
  free(d->is);
  free(d->ge);
}

/* "l reads one of the values k with t[k] set" */
static Z3_ast value_set(stage *p, const order *o, const ladder *d, const unsigned char *t) {
  Z3_context z = p->z;
  int first = -1, last = -1, n = 0;
  for (int k = 0; k < o->m; k++)
    if (t[k]) {
      if (first < 0) first = k;
      last = k;
      n++;
    }
  if (n == 0) return Z3_mk_false(z);
  if (last == o->m - 1 && n == o->m - first) return d->ge[first];
  if (first == 0 && n == last + 1) return neg(z, d->ge[last + 1]);
  if (n == 1) return d->is[first];
  /* not monotone: never for + - *, but stay correct */
  Z3_ast *alt = xmalloc(sizeof *alt * (size_t)n);
  n = 0;
  for (int k = first; k <= last; k++)
    if (t[k]) alt[n++] = d->is[k];
  Z3_ast r = Z3_mk_or(z, (unsigned)n, alt);
  free(alt);
  return r;
}

/* The arithmetic block against each input c on row r: gt[c] "result >
 * v_c", same[c] "result == v_c". */
static void arith_facts(stage *p, const block *bk, const order *o, Z3_ast *gt, Z3_ast *same, int r) {
  Z3_context z = p->z;
  ladder d = make_ladder(p, o, bk->in[1], p->n0 - 1);
  unsigned char *tg = xmalloc((size_t)o->m + 1), *te = xmalloc((size_t)o->m + 1);
  Z3_ast *ga = xmalloc(sizeof *ga * (2 * (size_t)p->n0 + 1)), *ea = ga + p->n0;
  Z3_ast alt_g[4], alt_e[4];
  for (int c = 0; c < p->n0; c++) {
    wide vc = synth_input(p, c, r);
    for (int a = 0; a < p->n0; a++) {
      wide va = synth_input(p, a, r);
      for (int op = bk->op0; op < bk->op0 + bk->nops; op++) {
        for (int k = 0; k < o->m; k++) {
          wide x = synth_apply(op, va, o->w[k]);
          tg[k] = x > vc;
          te[k] = x == vc;
        }
        Z3_ast is_op = op_is(p, bk, op);
        alt_g[op - bk->op0] = and2(z, is_op, value_set(p, o, &d, tg));
        alt_e[op - bk->op0] = and2(z, is_op, value_set(p, o, &d, te));
      }
      Z3_ast at = eq(p, bk->in[0], a);
      ga[a] = and2(z, at, Z3_mk_or(z, (unsigned)bk->nops, alt_g));
      ea[a] = and2(z, at, Z3_mk_or(z, (unsigned)bk->nops, alt_e));
    }
    gt[c] = Z3_mk_or(z, (unsigned)p->n0, ga);
    same[c] = Z3_mk_or(z, (unsigned)p->n0, ea);
  }
  free(ga);
  free(tg);
  free(te);
  free_ladder(&d);
}

/* A comparison block on one row, from "in0 < in1" and "in0 == in1".  Its
 * first input is one of I0 (it is below the second); the second may be
 * the arithmetic block, at n0. */
static Z3_ast comparison(stage *p, const block *bk, const order *o, const Z3_ast *agt, const Z3_ast *aeq) {
  Z3_context z = p->z;
  ladder d = make_ladder(p, o, bk->in[1], bk->hi);
  int arith = bk->hi >= p->n0;
  Z3_ast on_arith = arith ? eq(p, bk->in[1], p->n0) : NULL;
  Z3_ast *lt = xmalloc(sizeof *lt * (2 * (size_t)p->n0 + 1)), *es = lt + p->n0;
  int n = 0;
  for (int a = bk->lo; a < p->n0 && a <= bk->hi; a++) {
    int k = o->rank[a];
    Z3_ast less = d.ge[k + 1], same = d.is[k];
    if (arith) {
      less = or2(z, less, and2(z, on_arith, agt[a]));
      same = or2(z, same, and2(z, on_arith, aeq[a]));
    }
    Z3_ast at = eq(p, bk->in[0], a);
    lt[n] = and2(z, at, less);
    es[n++] = and2(z, at, same);
  }
  Z3_ast LT = n ? Z3_mk_or(z, (unsigned)n, lt) : Z3_mk_false(z);
  Z3_ast EQ = n ? Z3_mk_or(z, (unsigned)n, es) : Z3_mk_false(z);
  free(lt);
  free_ladder(&d);
  Z3_ast LE = or2(z, LT, EQ);
  Z3_ast by_op[6] = {LT, LE, neg(z, LE), neg(z, LT), EQ, neg(z, EQ)};
  Z3_ast t = by_op[5];
  for (int op = SYN_EQ; op >= SYN_LT; op--) t = Z3_mk_ite(z, op_is(p, bk, op), by_op[op - SYN_LT], t);
  return t;
}

/* the truth value a logic input reads: the one at its location */
static Z3_ast pick(stage *p, Z3_ast l, int lo, int hi, const Z3_ast *val) {
  Z3_ast t = val[hi];
  for (int k = hi - 1; k >= lo; k--) t = Z3_mk_ite(p->z, eq(p, l, k), val[k], t);
  return t;
}

void synth_enc_row(stage *p, int r) {
  Z3_context z = p->z;
  order o = {0, xmalloc(sizeof(wide) * ((size_t)p->n0 + 1)), xmalloc(sizeof(int) * ((size_t)p->n0 + 1))};
  row_order(p, r, &o);
  Z3_ast *v = xcalloc((size_t)p->n0 + SYNTH_MAXB, sizeof *v);
  Z3_ast *agt = NULL, *aeq = NULL;
  for (int i = 0; i < p->nb; i++) {
    const block *bk = &p->b[i];
    if (bk->kind == SYN_ARITH) {
      /* (a level has at most one, at n0) */
      agt = xmalloc(sizeof *agt * (2 * (size_t)p->n0 + 1));
      aeq = agt + p->n0;
      arith_facts(p, bk, &o, agt, aeq, r);
    } else if (bk->kind == SYN_CMP) {
      v[p->n0 + i] = comparison(p, bk, &o, agt, aeq);
    } else {
      Z3_ast a = pick(p, bk->in[0], bk->lo, bk->hi, v), b = pick(p, bk->in[1], bk->lo, bk->hi, v);
      v[p->n0 + i] = Z3_mk_ite(z, op_is(p, bk, SYN_AND), and2(z, a, b), or2(z, a, b));
    }
  }
  Z3_ast out = v[p->n0 + p->nb - 1];
  hard(p, synth_want(p, r) ? out : neg(z, out));
  p->asserted[r] = 1;
  free(v);
  free(agt);
  free(o.w);
  free(o.rank);
}

/* ---- the wiring ---- */

void synth_enc_block(stage *p, int kind, int op0, int nops, int lo, int hi) {
  block *bk = &p->b[p->nb];
  char name[32];
  *bk = (block){.kind = kind, .op0 = op0, .nops = nops, .lo = lo, .hi = hi};
  for (int k = 0; k < 2; k++) {
    snprintf(name, sizeof name, "l%d_%d", p->nb, k);
    bk->in[k] = Z3_mk_const(p->z, Z3_mk_string_symbol(p->z, name), p->isort);
  }
  if (nops > 1) {
    snprintf(name, sizeof name, "op%d", p->nb);
    bk->op = Z3_mk_const(p->z, Z3_mk_string_symbol(p->z, name), p->isort);
  }
  p->nb++;
}

static int in32(wide v) { return v >= INT32_MIN && v <= INT32_MAX; }

/* Which arithmetic wraps on some row: all rows, not only the asserted
 * ones, so that no candidate wraps anywhere. */
static void find_wraps(stage *p) {
  const block *bk = &p->b[0];
  size_t n = (size_t)p->n0;
  p->bad = xcalloc((size_t)bk->nops * n * n + 1, 1);
  for (int o = bk->op0; o < bk->op0 + bk->nops; o++)
    for (int a = 0; a < p->n0; a++)
      for (int b = 0; b < p->n0; b++) {
        if (!arith_ok(p, o, a, b)) continue;
        for (int r = 0; r < p->u->nrows; r++) {
          wide x = synth_input(p, a, r), y = synth_input(p, b, r), v = synth_apply(o, x, y);
          if (v < INT64_MIN || v > INT64_MAX || (in32(x) && in32(y) && !in32(v))) {
            p->bad[((size_t)(o - bk->op0) * n + (size_t)a) * n + (size_t)b] = 1;
            break;
          }
        }
      }
}

/* A comparison c OP (a +|- b) has other spellings: a - b OP c is
 * b + c OP' a, and x - c1 OP c2 is x - c2 OP c1.  One is kept: the sum
 * when it is admissible and never wraps, else the difference with the
 * constants in location order.  A partner that is an operand is level 1
 * in disguise (a + b > a is b > 0) or constant; a - b OP 0 is a OP b. */
static void partner_rules(stage *p) {
  Z3_context z = p->z;
  const block *ar = &p->b[0];
  if (ar->kind != SYN_ARITH || ar->op0 != SYN_ADD) return;
  Z3_ast is_sub = op_is(p, ar, SYN_SUB), is_add = op_is(p, ar, SYN_ADD);
  for (int i = 1; i < p->nb; i++) {
    const block *bk = &p->b[i];
    if (bk->kind != SYN_CMP) continue;
    Z3_ast on = eq(p, bk->in[1], p->n0), c = bk->in[0];
    /* (0 may be foreign and out of this pass: level 1 has it all the same) */
    if (p->has_zero) {
      hard(p, Z3_mk_implies(z, on, neg(z, Z3_mk_eq(z, c, ar->in[0]))));
      hard(p, Z3_mk_implies(z, and2(z, on, is_add), neg(z, Z3_mk_eq(z, c, ar->in[1]))));
    }
    if (p->zero >= 0) {
      hard(p, Z3_mk_implies(z, and2(z, on, is_sub), neg(z, eq(p, c, p->zero))));
      /* 0 - b OP b is b OP' 0 */
      hard(p, Z3_mk_implies(z, Z3_mk_and(z, 3, (Z3_ast[]){on, is_sub, eq(p, ar->in[0], p->zero)}),
                            neg(z, Z3_mk_eq(z, c, ar->in[1]))));
    }
    for (int b = 0; b < p->n0; b++)
      for (int d = 0; d < p->n0; d++) {
        int lo = b < d ? b : d, hi = b < d ? d : b;
        if (arith_ok(p, SYN_ADD, lo, hi)) {
          if (!bad_at(p, SYN_ADD, lo, hi))
            hard(p, neg(z, Z3_mk_and(z, 4, (Z3_ast[]){on, is_sub, eq(p, ar->in[1], b), eq(p, c, d)})));
        } else if (synth_is_const(p, b) && synth_is_const(p, d) && b > d) {
          for (int x = 0; x < p->nv; x++)
            if (!bad_at(p, SYN_SUB, x, d))
              hard(p, neg(z, Z3_mk_and(z, 5, (Z3_ast[]){on, is_sub, eq(p, ar->in[0], x), eq(p, ar->in[1], b),
                                                          eq(p, c, d)})));
        }
      }
  }
}

void synth_enc_rules(stage *p) {
  Z3_context z = p->z;
  if (p->nb && p->b[0].kind == SYN_ARITH) find_wraps(p);
  for (int i = 0; i < p->nb; i++) {
    const block *bk = &p->b[i];
    Z3_ast l0 = bk->in[0], l1 = bk->in[1];
    for (int k = 0; k < 2; k++) {
      hard(p, Z3_mk_ge(z, bk->in[k], p->locs[bk->lo]));
      hard(p, Z3_mk_le(z, bk->in[k], p->locs[bk->hi]));
    }
    if (bk->op) {
      hard(p, Z3_mk_ge(z, bk->op, Z3_mk_int(z, 0, p->isort)));
      hard(p, Z3_mk_lt(z, bk->op, Z3_mk_int(z, bk->nops, p->isort)));
    }
    if (bk->kind != SYN_ARITH) {
      hard(p, Z3_mk_lt(z, l0, l1));
      /* not two constants (in order, they are both below n0 only if so) */
      if (bk->kind == SYN_CMP && p->nv < p->n0)
        hard(p, neg(z, and2(z, Z3_mk_ge(z, l0, p->locs[p->nv]), Z3_mk_lt(z, l1, p->locs[p->n0]))));
      continue;
    }
    /* arithmetic: only the admissible operand pairs that never wrap */
    Z3_ast *ok = xmalloc(sizeof *ok * ((size_t)bk->nops * (size_t)p->n0 * (size_t)p->n0 + 1));
    int n = 0;
    for (int o = bk->op0; o < bk->op0 + bk->nops; o++)
      for (int a = 0; a < p->n0; a++)
        for (int b = 0; b < p->n0; b++)
          if (arith_ok(p, o, a, b) && !bad_at(p, o, a, b))
            ok[n++] = Z3_mk_and(z, 3, (Z3_ast[]){op_is(p, bk, o), eq(p, l0, a), eq(p, l1, b)});
    hard(p, n ? Z3_mk_or(z, (unsigned)n, ok) : Z3_mk_false(z));
    free(ok);
  }
  /* every block but the last feeds a later one */
  for (int i = 0; i + 1 < p->nb; i++) {
    Z3_ast uses[2 * SYNTH_MAXB];
    int n = 0;
    for (int j = i + 1; j < p->nb; j++)
      for (int k = 0; k < 2; k++) uses[n++] = eq(p, p->b[j].in[k], p->n0 + i);
    hard(p, Z3_mk_or(z, (unsigned)n, uses));
  }
  /* comparisons in order of their operand pairs */
  for (int i = 0; i < p->nb; i++)
    for (int j = i + 1; j < p->nb; j++) {
      const block *a = &p->b[i], *b = &p->b[j];
      if (a->kind != SYN_CMP || b->kind != SYN_CMP) continue;
      hard(p, or2(z, Z3_mk_lt(z, a->in[0], b->in[0]),
                  and2(z, Z3_mk_eq(z, a->in[0], b->in[0]), Z3_mk_lt(z, a->in[1], b->in[1]))));
    }
  partner_rules(p);
  /* the second pass of a level: some input is a foreign constant */
  if (p->nf) {
    Z3_ast any[2 * SYNTH_MAXB];
    int n = 0;
    for (int i = 0; i < p->nb; i++)
      if (p->b[i].kind != SYN_LOGIC)
        for (int k = 0; k < 2; k++)
          any[n++] = and2(z, Z3_mk_ge(z, p->b[i].in[k], p->locs[p->n0 - p->nf]),
                          Z3_mk_lt(z, p->b[i].in[k], p->locs[p->n0]));
    hard(p, Z3_mk_or(z, (unsigned)n, any));
  }
}

/* block i wired exactly as x */
static Z3_ast same_block(stage *p, int i, const synth_wiring *x) {
  const block *bk = &p->b[i];
  return Z3_mk_and(p->z, 3, (Z3_ast[]){eq(p, bk->in[0], x->in[0]), eq(p, bk->in[1], x->in[1]), op_is(p, bk, x->op)});
}

void synth_enc_exclude(stage *p, const synth_wiring *w) {
  Z3_ast all[SYNTH_MAXB];
  for (int i = 0; i < p->nb; i++) all[i] = same_block(p, i, &w[i]);
  hard(p, neg(p->z, Z3_mk_and(p->z, (unsigned)p->nb, all)));
}

void synth_enc_ban(stage *p, const synth_wiring *w, int c) {
  int reads_arith = w[c].in[1] >= p->n0 || w[c].in[0] >= p->n0;
  for (int j = 0; j < p->nb; j++) {
    if (p->b[j].kind != SYN_CMP) continue;
    Z3_ast t = same_block(p, j, &w[c]);
    if (reads_arith) t = and2(p->z, t, same_block(p, 0, &w[0]));
    hard(p, neg(p->z, t));
  }
}

/* template.c - build, encode and print linear templates. */
#define _GNU_SOURCE
#include "repair/templates/template.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/arena.h"

#define COEF_BITS 8
#define COEF_MAX 127           /* |ki|; -128 is left out so -ki exists */
#define SMALL 16               /* "small" in the simplicity preference */

static const char *const op_text[6] = {"<", "<=", ">", ">=", "==", "!="};
static const int op_mirror[6] = {2, 3, 0, 1, 4, 5};  /* a OP b == b mirror(OP) a */

static void effects(void *ctx, const ir_expr *e) {
  if (e->kind == IR_ASSIGN || e->kind == IR_INCDEC || e->kind == IR_CALL || e->kind == IR_NONDET ||
      e->kind == IR_CALLPTR || e->kind == IR_ALLOC || e->kind == IR_FREE)
    *(int *)ctx = 1;
}

static const ir_expr *bare(const ir_expr *e) {
  while (e && e->kind == IR_CAST && e->implicit) e = e->a;
  return e;
}

/* An int-valued expression that C computes as 0 or 1. */
static int truth_valued(const ir_expr *e) {
  e = bare(e);
  return e && (e->kind == IR_LAND || e->kind == IR_LOR || (e->kind == IR_UNOP && e->op == IR_LNOT) ||
               (e->kind == IR_BINOP && ir_op_is_cmp(e->op)));
}

int tmpl_supported(const ir_expr *site, int cond, tmpl_shape shape) {
  if (shape == TMPL_AND || shape == TMPL_OR)
    return cond || (site->type->kind == IR_TY_INT && !site->type->is_bool && site->type->bits == 32 &&
                    truth_valued(site));
  int fx = 0;
  ir_expr_walk(site, effects, &fx);
  if (fx) return 0;
  return cond || (site->type->kind == IR_TY_INT && !site->type->is_bool);
}

static int promoted_bits(const ir_type *t) { return t->bits < 32 ? 32 : t->bits; }
static int promoted_unsigned(const ir_type *t) { return !t->is_signed && t->bits >= 32; }

static Z3_ast mk_const(Z3_context z, const char *what, int index, int i, unsigned bits) {
  char name[48];
  snprintf(name, sizeof name, "tk%s!%d!%d", what, index, i);
  return Z3_mk_const(z, Z3_mk_string_symbol(z, name), Z3_mk_bv_sort(z, bits));
}

void tmpl_init(tmpl *t, const ir_prog *p, Z3_context z, const ir_expr *site, int cond, int bits, const bmc_watch *w,
               int index, tmpl_shape shape) {
  memset(t, 0, sizeof *t);
  t->p = p;
  t->shape = shape;
  t->site = site;
  t->cond = cond;
  t->tcond = cond || shape == TMPL_AND || shape == TMPL_OR;
  t->bits = bits;
  t->width = t->tcond || bits < 32 ? 32 : bits;
  int n = w ? w->n : 0;
  t->vars = xmalloc(sizeof *t->vars * ((size_t)n + 1));
  t->slot = xmalloc(sizeof *t->slot * ((size_t)n + 1));
  t->k = xmalloc(sizeof *t->k * ((size_t)n + 1));
  for (int i = 0; i < n; i++) {
    const ir_var *v = w->v[i];
    if (promoted_bits(v->type) != t->width) continue;
    t->vars[t->nvars] = v;
    t->slot[t->nvars] = i;
    t->k[t->nvars] = mk_const(z, "c", index, t->nvars, COEF_BITS);
    t->nvars++;
  }
  t->k0 = mk_const(z, "0", index, 0, (unsigned)t->width);
  if (t->tcond) t->op = mk_const(z, "op", index, 0, 3);
}

void tmpl_free(tmpl *t) {
  free(t->vars);
  free(t->slot);
  free(t->k);
  memset(t, 0, sizeof *t);
}

static Z3_ast num(Z3_context z, int64_t v, int bits) { return Z3_mk_int64(z, v, Z3_mk_bv_sort(z, (unsigned)bits)); }

/* k * v, k an 8-bit two's complement number: shifted copies of v
 * selected by k's bits (no multiplier for the solver to bit-blast). */
static Z3_ast times(Z3_context z, Z3_ast k, Z3_ast v, int w) {
  Z3_ast zero = num(z, 0, w), sum = zero;
  for (unsigned b = 0; b < COEF_BITS; b++) {
    Z3_ast bit = Z3_mk_eq(z, Z3_mk_extract(z, b, b, k), Z3_mk_int(z, 1, Z3_mk_bv_sort(z, 1)));
    Z3_ast sh = b == 0 ? v : Z3_mk_bvshl(z, v, num(z, b, w));
    Z3_ast term = Z3_mk_ite(z, bit, sh, zero);
    sum = b == COEF_BITS - 1 ? Z3_mk_bvsub(z, sum, term) : Z3_mk_bvadd(z, sum, term);
  }
  return sum;
}

/* Variable i's value at d, exactly, in 2W bits; NULL when it has none. */
static Z3_ast var_at(const tmpl *t, Z3_context z, const bmc_site_def *d, int i) {
  int s = t->slot[i];
  if (s >= d->nwatch || !d->watch[s]) return NULL;
  unsigned more = (unsigned)(2 * t->width - t->vars[i]->type->bits);
  Z3_ast v = d->watch[s];
  return t->vars[i]->type->is_signed ? Z3_mk_sign_ext(z, more, v) : Z3_mk_zero_ext(z, more, v);
}

/* The C evaluation of a template never wraps: the terms are computed
 * exactly in 2W bits and every product and partial sum, in the order the
 * text is printed, must lie in W's signed range (products in the
 * symmetric range, since "- 3 * x" computes 3 * x).  Unsigned variables
 * lose their wrap-around too: a conservative choice. */
typedef struct exact {
  Z3_context z;
  int w;
  Z3_ast lo, hi;           /* W's signed range, in 2W bits */
  int n;
  Z3_ast *bad;
} exact;

static void check_range(exact *e, Z3_ast x, int symmetric) {
  Z3_context z = e->z;
  Z3_ast lo = symmetric ? Z3_mk_bvneg(z, e->hi) : e->lo;
  e->bad[e->n++] = Z3_mk_or(z, 2, (Z3_ast[]){Z3_mk_bvslt(z, x, lo), Z3_mk_bvsgt(z, x, e->hi)});
}

static Z3_ast add(exact *e, Z3_ast sum, Z3_ast x) {
  Z3_ast r = Z3_mk_bvadd(e->z, sum, x);
  check_range(e, r, 0);
  return r;
}

static Z3_ast kpos(Z3_context z, Z3_ast k) { return Z3_mk_bvsgt(z, k, num(z, 0, COEF_BITS)); }
static Z3_ast kneg(Z3_context z, Z3_ast k) { return Z3_mk_bvslt(z, k, num(z, 0, COEF_BITS)); }

static Z3_ast low(Z3_context z, Z3_ast x, int bits) { return Z3_mk_extract(z, (unsigned)bits - 1, 0, x); }

/* TMPL_FEW's coefficients other than +-1: +-2..4 and the program's
 * literals that fit (`100 * y`); how many were written to cs. */
#define MAX_FEW 16
static int few_coefs(const tmpl *t, int64_t *cs) {
  int n = 0;
  for (int64_t c = 2; c <= 4; c++) cs[n++] = c, cs[n++] = -c;
  for (int i = 0; i < t->nlits && n < 2 * MAX_FEW; i++)
    if (t->lits[i] > 4 && t->lits[i] <= COEF_MAX) cs[n++] = t->lits[i], cs[n++] = -t->lits[i];
  return n;
}

Z3_ast tmpl_value(const tmpl *t, Z3_context z, const bmc_site_def *d, Z3_ast *side, Z3_ast *wraps) {
  int w = t->width, e2 = 2 * w;
  Z3_ast zero = num(z, 0, e2);
  Z3_ast *unused = xmalloc(sizeof *unused * ((size_t)t->nvars + 1));
  exact ex = {.z = z, .w = w, .lo = Z3_mk_bvneg(z, Z3_mk_bvshl(z, num(z, 1, e2), num(z, w - 1, e2))),
              .bad = xmalloc(sizeof(Z3_ast) * (3 * (size_t)t->nvars + 12))};  /* a product and two sums per variable */
  ex.hi = Z3_mk_bvsub(z, Z3_mk_bvneg(z, ex.lo), num(z, 1, e2));
  Z3_ast k0 = Z3_mk_sign_ext(z, (unsigned)w, t->k0);
  int nu = 0;
  Z3_ast l = zero, r = zero, uns = Z3_mk_false(z);
  /* the cheap shapes keep at most one coefficient, +-1: the sum is a
   * choice of one variable (its sign, for conditions its side), which
   * the solver finds far more easily than a sum of products */
  int sparse = t->shape != TMPL_ANY && t->shape != TMPL_FEW;
  if (t->shape == TMPL_FEW) {
    /* `x + 100 * y - z`: each of the three terms a choice of one
     * variable, one product only */
    Z3_ast pos = zero, neg = zero, prod = zero, kb = num(z, 0, COEF_BITS);
    /* the other coefficient is one of few constants (few_coefs): each
     * variable's products by them are chosen, not computed from the
     * chosen variable, so that they fold into numbers where the variable
     * is one (a stored run) */
    int64_t cs[2 * MAX_FEW + 1];
    int nc = few_coefs(t, cs);
    for (int i = 0; i < t->nvars; i++) {
      Z3_ast v = var_at(t, z, d, i);
      if (!v) {
        unused[nu++] = Z3_mk_eq(z, t->k[i], num(z, 0, COEF_BITS));
        continue;
      }
      Z3_ast nz = Z3_mk_not(z, Z3_mk_eq(z, t->k[i], num(z, 0, COEF_BITS)));
      if (promoted_unsigned(t->vars[i]->type) && t->tcond) uns = Z3_mk_or(z, 2, (Z3_ast[]){uns, nz});
      Z3_ast plus = Z3_mk_eq(z, t->k[i], num(z, 1, COEF_BITS)), minus = Z3_mk_eq(z, t->k[i], num(z, -1, COEF_BITS));
      Z3_ast isbig = Z3_mk_and(z, 3, (Z3_ast[]){nz, Z3_mk_not(z, plus), Z3_mk_not(z, minus)});
      pos = Z3_mk_ite(z, plus, v, pos);
      neg = Z3_mk_ite(z, minus, v, neg);
      Z3_ast pv = zero;
      for (int j = 0; j < nc; j++)
        pv = Z3_mk_ite(z, Z3_mk_eq(z, t->k[i], num(z, cs[j], COEF_BITS)), Z3_mk_bvmul(z, v, num(z, cs[j], e2)), pv);
      prod = Z3_mk_ite(z, isbig, pv, prod);
      kb = Z3_mk_ite(z, isbig, t->k[i], kb);
    }
    check_range(&ex, prod, 1);
    if (!t->tcond) {
      /* the printed order of the terms is the variables' order: every
       * partial sum of some order is checked (a superset) */
      Z3_ast mneg = Z3_mk_bvneg(z, neg);
      check_range(&ex, neg, 1);
      check_range(&ex, Z3_mk_bvadd(z, pos, mneg), 0);
      check_range(&ex, Z3_mk_bvadd(z, pos, prod), 0);
      check_range(&ex, Z3_mk_bvadd(z, mneg, prod), 0);
      l = add(&ex, Z3_mk_bvadd(z, pos, mneg), prod);
    } else {
      l = add(&ex, pos, Z3_mk_ite(z, kpos(z, kb), prod, zero));
      r = add(&ex, neg, Z3_mk_ite(z, kneg(z, kb), Z3_mk_bvneg(z, prod), zero));
    }
  }
  for (int i = 0; i < t->nvars && t->shape != TMPL_FEW; i++) {
    Z3_ast v = var_at(t, z, d, i);
    if (!v) {
      unused[nu++] = Z3_mk_eq(z, t->k[i], num(z, 0, COEF_BITS));
      continue;
    }
    if (promoted_unsigned(t->vars[i]->type) && t->tcond)
      uns = Z3_mk_or(z, 2, (Z3_ast[]){uns, Z3_mk_not(z, Z3_mk_eq(z, t->k[i], num(z, 0, COEF_BITS)))});
    Z3_ast plus = Z3_mk_eq(z, t->k[i], num(z, 1, COEF_BITS)), minus = Z3_mk_eq(z, t->k[i], num(z, -1, COEF_BITS));
    if (sparse) {
      if (!t->tcond) {
        /* `-x` (the only negation printed) must not overflow */
        check_range(&ex, Z3_mk_ite(z, minus, v, zero), 1);
        l = Z3_mk_ite(z, plus, v, Z3_mk_ite(z, minus, Z3_mk_bvneg(z, v), l));
      } else {
        l = Z3_mk_ite(z, plus, v, l);
        r = Z3_mk_ite(z, minus, v, r);
      }
      continue;
    }
    Z3_ast prod = times(z, t->k[i], v, e2);
    /* a coefficient of 1 prints the variable alone (in a condition, -1
     * too, on the other side): nothing is multiplied or negated there */
    Z3_ast unit = t->tcond ? Z3_mk_or(z, 2, (Z3_ast[]){plus, minus}) : plus;
    check_range(&ex, Z3_mk_ite(z, unit, zero, prod), 1);
    if (!t->tcond) {
      l = add(&ex, l, prod);
      continue;
    }
    l = add(&ex, l, Z3_mk_ite(z, kpos(z, t->k[i]), prod, zero));
    r = add(&ex, r, Z3_mk_ite(z, kneg(z, t->k[i]), Z3_mk_bvneg(z, prod), zero));
  }
  if (t->tcond) {
    l = add(&ex, l, Z3_mk_ite(z, Z3_mk_bvsgt(z, k0, zero), k0, zero));
    r = add(&ex, r, Z3_mk_ite(z, Z3_mk_bvslt(z, k0, zero), Z3_mk_bvneg(z, k0), zero));
  } else {
    l = add(&ex, l, k0);
  }
  *side = nu == 0 ? Z3_mk_true(z) : Z3_mk_and(z, (unsigned)nu, unused);
  *wraps = ex.n == 0 ? Z3_mk_false(z) : Z3_mk_or(z, (unsigned)ex.n, ex.bad);
  free(unused);
  free(ex.bad);
  if (!t->tcond) return low(z, l, t->bits);
  l = low(z, l, w);
  r = low(z, r, w);
  Z3_ast cmp[6] = {
      Z3_mk_ite(z, uns, Z3_mk_bvult(z, l, r), Z3_mk_bvslt(z, l, r)),
      Z3_mk_ite(z, uns, Z3_mk_bvule(z, l, r), Z3_mk_bvsle(z, l, r)),
      Z3_mk_ite(z, uns, Z3_mk_bvugt(z, l, r), Z3_mk_bvsgt(z, l, r)),
      Z3_mk_ite(z, uns, Z3_mk_bvuge(z, l, r), Z3_mk_bvsge(z, l, r)),
      Z3_mk_eq(z, l, r),
      Z3_mk_not(z, Z3_mk_eq(z, l, r)),
  };
  Z3_ast res = cmp[5];
  for (int o = 4; o >= 0; o--) res = Z3_mk_ite(z, Z3_mk_eq(z, t->op, num(z, o, 3)), cmp[o], res);
  if (t->shape != TMPL_AND && t->shape != TMPL_OR) return res;
  /* ORIG && T or ORIG || T: T is evaluated (and may overflow) only when
   * ORIG does not decide */
  Z3_ast orig = t->cond ? d->rhs : Z3_mk_not(z, Z3_mk_eq(z, d->rhs, num(z, 0, t->bits)));
  Z3_ast needs_t = t->shape == TMPL_AND ? orig : Z3_mk_not(z, orig);
  *wraps = Z3_mk_and(z, 2, (Z3_ast[]){needs_t, *wraps});
  Z3_ast both = t->shape == TMPL_AND ? Z3_mk_and(z, 2, (Z3_ast[]){orig, res}) : Z3_mk_or(z, 2, (Z3_ast[]){orig, res});
  return t->cond ? both : Z3_mk_ite(z, both, num(z, 1, t->bits), num(z, 0, t->bits));
}

Z3_ast tmpl_domain(const tmpl *t, Z3_context z) {
  int n = 0;
  Z3_ast *c = xmalloc(sizeof *c * (2 * (size_t)t->nvars + 4));
  for (int i = 0; i < t->nvars; i++) c[n++] = Z3_mk_bvsge(z, t->k[i], num(z, -COEF_MAX, COEF_BITS));
  /* k0 is printed as a C int literal */
  c[n++] = Z3_mk_bvsge(z, t->k0, num(z, -INT32_MAX, t->width));
  if (t->width > 32) c[n++] = Z3_mk_bvsle(z, t->k0, num(z, INT32_MAX, t->width));
  if (t->tcond) c[n++] = Z3_mk_bvule(z, t->op, num(z, 5, 3));
  Z3_ast r = Z3_mk_and(z, (unsigned)n, c);
  free(c);
  return r;
}

static Z3_ast within(Z3_context z, Z3_ast k, int64_t m, int bits) {
  return Z3_mk_and(z, 2, (Z3_ast[]){Z3_mk_bvsle(z, k, num(z, m, bits)), Z3_mk_bvsge(z, k, num(z, -m, bits))});
}

Z3_ast tmpl_in_shape(const tmpl *t, Z3_context z, tmpl_shape shape) {
  if (shape == TMPL_ANY || t->nvars == 0) return Z3_mk_true(z);
  Z3_ast *c = xmalloc(sizeof *c * ((size_t)t->nvars + 4));
  Z3_ast *nz = xmalloc(sizeof *nz * ((size_t)t->nvars + 1));
  int n = 0;
  for (int i = 0; i < t->nvars; i++) {
    Z3_ast zero = Z3_mk_eq(z, t->k[i], num(z, 0, COEF_BITS));
    c[n++] = shape == TMPL_CONST ? zero : within(z, t->k[i], 1, COEF_BITS);
    nz[i] = Z3_mk_not(z, zero);
  }
  if (shape != TMPL_CONST) c[n++] = Z3_mk_atmost(z, (unsigned)t->nvars, nz, 1);
  if (shape == TMPL_FEW) {  /* replaces the two above */
    n = 0;
    Z3_ast *one = xmalloc(sizeof *one * ((size_t)t->nvars + 1)), *mone = xmalloc(sizeof *mone * ((size_t)t->nvars + 1));
    for (int i = 0; i < t->nvars; i++) {
      one[i] = Z3_mk_eq(z, t->k[i], num(z, 1, COEF_BITS));
      mone[i] = Z3_mk_eq(z, t->k[i], num(z, -1, COEF_BITS));
      nz[i] = Z3_mk_and(z, 3, (Z3_ast[]){Z3_mk_not(z, Z3_mk_eq(z, t->k[i], num(z, 0, COEF_BITS))),
                                          Z3_mk_not(z, one[i]), Z3_mk_not(z, mone[i])});
    }
    c[n++] = Z3_mk_atmost(z, (unsigned)t->nvars, one, 1);
    c[n++] = Z3_mk_atmost(z, (unsigned)t->nvars, mone, 1);
    c[n++] = Z3_mk_atmost(z, (unsigned)t->nvars, nz, 1);
    int64_t cs[2 * MAX_FEW + 1];
    int nc = few_coefs(t, cs);
    Z3_ast *ok = xmalloc(sizeof *ok * ((size_t)nc + 1));
    for (int i = 0; i < t->nvars; i++) {
      for (int j = 0; j < nc; j++) ok[j] = Z3_mk_eq(z, t->k[i], num(z, cs[j], COEF_BITS));
      /* c holds nvars + 4: the three above and this one per variable would
       * not fit; fold them into one */
      nz[i] = Z3_mk_implies(z, nz[i], Z3_mk_or(z, (unsigned)nc, ok));
    }
    c[n++] = Z3_mk_and(z, (unsigned)t->nvars, nz);
    free(ok);
    free(one);
    free(mone);
  }
  Z3_ast r = Z3_mk_and(z, (unsigned)n, c);
  free(c);
  free(nz);
  return r;
}

Z3_ast tmpl_stage(const tmpl *t, Z3_context z, int stage) {
  Z3_ast c[2];
  int n = 0;
  int k0 = stage < 2 ? 0 : stage < 4 ? 1 : stage < 5 ? 2 : 3;  /* 0, literals, small, any */
  if (k0 <= 1) {
    Z3_ast *eq = xmalloc(sizeof *eq * (2 * (size_t)t->nlits + 1));
    int ne = 0;
    eq[ne++] = Z3_mk_eq(z, t->k0, num(z, 0, t->width));
    for (int i = 0; k0 == 1 && i < t->nlits; i++)
      if (t->lits[i] > -INT32_MAX && t->lits[i] <= INT32_MAX) {
        eq[ne++] = Z3_mk_eq(z, t->k0, num(z, t->lits[i], t->width));
        eq[ne++] = Z3_mk_eq(z, t->k0, num(z, -t->lits[i], t->width));
      }
    c[n++] = Z3_mk_or(z, (unsigned)ne, eq);
    free(eq);
  } else if (k0 == 2) {
    c[n++] = within(z, t->k0, SMALL, t->width);
  }
  if (stage < 4 && stage % 2 == 0 && t->nvars > 2) {
    Z3_ast *nz = xmalloc(sizeof *nz * ((size_t)t->nvars + 1));
    for (int i = 0; i < t->nvars; i++) nz[i] = Z3_mk_not(z, Z3_mk_eq(z, t->k[i], num(z, 0, COEF_BITS)));
    c[n++] = Z3_mk_atmost(z, (unsigned)t->nvars, nz, 2);
    free(nz);
  }
  return n == 0 ? Z3_mk_true(z) : Z3_mk_and(z, (unsigned)n, c);
}

int tmpl_npref(const tmpl *t) { return 3 * t->nvars + 3; }

int tmpl_preferences(const tmpl *t, Z3_context z, Z3_ast *out) {
  int n = 0;
  for (int i = 0; i < t->nvars; i++) out[n++] = Z3_mk_eq(z, t->k[i], num(z, 0, COEF_BITS));
  for (int i = 0; i < t->nvars; i++) out[n++] = within(z, t->k[i], 1, COEF_BITS);
  out[n++] = Z3_mk_eq(z, t->k0, num(z, 0, t->width));
  if (t->nlits > 0) {  /* a threshold the program already spells */
    Z3_ast *eq = xmalloc(sizeof *eq * (2 * (size_t)t->nlits + 1));
    int ne = 0;
    for (int i = 0; i < t->nlits; i++)
      if (t->lits[i] > -INT32_MAX && t->lits[i] <= INT32_MAX) {
        eq[ne++] = Z3_mk_eq(z, t->k0, num(z, t->lits[i], t->width));
        eq[ne++] = Z3_mk_eq(z, t->k0, num(z, -t->lits[i], t->width));
      }
    if (ne > 0) out[n++] = Z3_mk_or(z, (unsigned)ne, eq);
    free(eq);
  }
  for (int i = 0; i < t->nvars; i++) out[n++] = within(z, t->k[i], SMALL, COEF_BITS);
  out[n++] = within(z, t->k0, SMALL, t->width);
  return n;
}

/* A parameter's value in m, sign-extended. */
static int64_t value_of(Z3_context z, Z3_model m, Z3_ast k, int bits) {
  Z3_ast v;
  uint64_t u = 0;
  if (Z3_model_eval(z, m, k, 1, &v)) Z3_get_numeral_uint64(z, v, &u);
  if (bits < 64 && (u >> (bits - 1)) & 1) u |= ~((UINT64_C(1) << bits) - 1);
  return (int64_t)u;
}

Z3_ast tmpl_fix(const tmpl *t, Z3_context z, Z3_model m) {
  Z3_ast *c = xmalloc(sizeof *c * ((size_t)t->nvars + 3));
  int n = 0;
  for (int i = 0; i < t->nvars; i++) c[n++] = Z3_mk_eq(z, t->k[i], num(z, value_of(z, m, t->k[i], COEF_BITS), COEF_BITS));
  c[n++] = Z3_mk_eq(z, t->k0, num(z, value_of(z, m, t->k0, t->width), t->width));
  if (t->tcond) c[n++] = Z3_mk_eq(z, t->op, num(z, value_of(z, m, t->op, 3) & 7, 3));
  Z3_ast r = Z3_mk_and(z, (unsigned)n, c);
  free(c);
  return r;
}

/* ---- printing ------------------------------------------------------------ */

typedef struct buf {
  char *s;
  size_t n, cap;
} buf;

static void put(buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *piece = NULL;
  int len = vasprintf(&piece, fmt, ap);
  va_end(ap);
  if (len < 0) return;
  if (b->n + (size_t)len + 1 > b->cap) {
    b->cap = (b->n + (size_t)len + 1) * 2;
    b->s = xrealloc(b->s, b->cap);
  }
  memcpy(b->s + b->n, piece, (size_t)len + 1);
  b->n += (size_t)len;
  free(piece);
}

/* One term c*name (c != 0) of a sum, after `first` terms. */
static void term(buf *b, int first, int64_t c, const char *name) {
  int64_t a = c < 0 ? -c : c;
  if (first) put(b, c < 0 ? "-" : "");
  else put(b, c < 0 ? " - " : " + ");
  if (!name) put(b, "%" PRId64, a);
  else if (a == 1) put(b, "%s", name);
  else put(b, "%" PRId64 " * %s", a, name);
}

/* The sum of the terms with sign `sign` (+1: as they are, -1: negated
 * negative ones); returns how many were written. */
static int side(buf *b, const tmpl *t, const int64_t *c, int64_t k0, int sign) {
  int n = 0;
  for (int i = 0; i < t->nvars; i++)
    if (c[i] * sign > 0) term(b, n++ == 0, c[i] * sign, t->vars[i]->name);
  if (k0 * sign > 0) term(b, n++ == 0, k0 * sign, NULL);
  return n;
}

static int first_negative(const int64_t *c, int n) {
  for (int i = 0; i < n; i++)
    if (c[i]) return c[i] < 0;
  return 0;
}

/* ORIG's operator binds more loosely than the one a clause adds. */
static int loose(const ir_expr *e, tmpl_shape shape) {
  e = bare(e);
  return e->kind == IR_COND || e->kind == IR_ASSIGN || e->kind == IR_COMMA ||
         (shape == TMPL_AND && e->kind == IR_LOR);
}

/* The site's text stands where any expression but a comma one could:
 * after `(`, `,`, `=` or `return` and before `)`, `,` or `;`; elsewhere
 * a clause added to it is written in parentheses. */
static int stands_alone(const ir_prog *p, ir_loc loc) {
  if (loc.file < 0) return 0;
  const ir_file *f = &p->files[loc.file];
  unsigned a = loc.off, b = loc.end;
  while (a > 0 && strchr(" \t\r\n", f->text[a - 1])) a--;
  while (b < f->len && strchr(" \t\r\n", f->text[b])) b++;
  char before = a > 0 ? f->text[a - 1] : 0, after = b < f->len ? f->text[b] : 0;
  int ok_before = before == '(' || before == ',' ||
                  (before == '=' && !(a >= 2 && strchr("=!<>", f->text[a - 2]))) ||
                  (a >= 6 && !strncmp(f->text + a - 6, "return", 6) && (a == 6 || (!isalnum((unsigned char)f->text[a - 7]) && f->text[a - 7] != '_')));
  return ok_before && (after == ')' || after == ',' || after == ';');
}

char *tmpl_text(const tmpl *t, Z3_context z, Z3_model m) {
  int64_t *c = xmalloc(sizeof *c * ((size_t)t->nvars + 1));
  for (int i = 0; i < t->nvars; i++) c[i] = value_of(z, m, t->k[i], COEF_BITS);
  int64_t k0 = value_of(z, m, t->k0, t->width);
  buf b = {NULL, 0, 0};
  if (!t->tcond) {
    int n = 0;
    for (int i = 0; i < t->nvars; i++)
      if (c[i]) term(&b, n++ == 0, c[i], t->vars[i]->name);
    if (n == 0) put(&b, "%" PRId64, k0);
    else if (k0) term(&b, 0, k0, NULL);
  } else {
    int op = (int)(value_of(z, m, t->op, 3) & 7);
    buf l = {NULL, 0, 0}, r = {NULL, 0, 0};
    int nl = side(&l, t, c, k0, 1), nr = side(&r, t, c, k0, -1);
    int lv = 0, rv = 0;  /* sides with variables */
    for (int i = 0; i < t->nvars; i++) lv |= c[i] > 0, rv |= c[i] < 0;
    if (nl == 0 && nr == 0) {
      /* 0 OP 0: a constant condition */
      put(&b, "%d", op == 1 || op == 3 || op == 4);
    } else if (nl == 0 || (!lv && rv) || (lv && rv && first_negative(c, t->nvars))) {
      /* `0 < x` and `500 < x` read better as `x > 0` and `x > 500`;
       * with variables on both sides the first variable leads */
      put(&b, "%s %s %s", r.s, op_text[op_mirror[op]], nl ? l.s : "0");
    } else {
      put(&b, "%s %s %s", nl ? l.s : "0", op_text[op], nr ? r.s : "0");
    }
    free(l.s);
    free(r.s);
  }
  free(c);
  if (t->shape == TMPL_AND || t->shape == TMPL_OR) {
    char *clause = b.s;
    buf w = {NULL, 0, 0};
    const ir_loc loc = t->site->loc;
    int len = (int)(loc.end - loc.off), wrap = !stands_alone(t->p, loc);
    const char *paren = loose(t->site, t->shape) ? "(" : "";
    put(&w, "%s%s%.*s%s %s %s%s", wrap ? "(" : "", paren, len, ir_loc_text(t->p, loc), *paren ? ")" : "",
        t->shape == TMPL_AND ? "&&" : "||", clause, wrap ? ")" : "");
    free(clause);
    return w.s;
  }
  return b.s;
}

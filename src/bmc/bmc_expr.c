/* bmc_expr.c - expressions to Z3 terms with C's integer semantics.
 *
 * Operands arrive already converted by the front end (explicit IR_CAST
 * nodes), so each operator only needs its operand type's width and sign.
 * Arithmetic wraps (as gcc -fwrapv); / and % truncate; >> on a signed
 * value is arithmetic.  Division by zero and INT_MIN / -1 are reported as
 * properties, as are array indexes outside their array. */
#include <string.h>

#include "bmc/bmc_internal.h"

static const ir_type *int_type(void) {
  static ir_type t = {.kind = IR_TY_INT, .bits = 32, .is_signed = 1, .name = "int"};
  return &t;
}

static const ir_type *long_type(void) {
  static ir_type t = {.kind = IR_TY_INT, .bits = 64, .is_signed = 1, .name = "long"};
  return &t;
}

/* ---- conversions ------------------------------------------------------- */

static bmc_val null_ptr(bmc *b) { return bmc_ptr_to(b, Z3_mk_true(b->z), BMC_OBJ_NULL); }

/* An integer converted to a pointer: NULL where it is 0, else a pointer
 * to no object that remembers the integer (comparisons see it). */
static bmc_val int_ptr(bmc *b, Z3_ast x, const ir_type *from) {
  unsigned w = Z3_get_bv_sort_size(b->z, Z3_get_sort(b->z, x));
  Z3_ast v = w >= 64 ? x : from->is_signed ? Z3_mk_sign_ext(b->z, 64 - w, x) : Z3_mk_zero_ext(b->z, 64 - w, x);
  Z3_ast zero = bmc_fold(b, Z3_mk_eq(b->z, v, bmc_off(b, 0)));
  bmc_val p = {0};
  p.kind = VAL_PTR;
  p.t = arena_alloc(b->mem, sizeof *p.t * 2);
  if (!bmc_is_false(b, zero)) p.t[p.nt++] = (bmc_target){zero, BMC_OBJ_NULL, bmc_off(b, 0), NULL, NULL};
  if (!bmc_is_true(b, zero)) p.t[p.nt++] = (bmc_target){bmc_not(b, zero), BMC_OBJ_INT, bmc_fold(b, v), NULL, NULL};
  return p;
}

bmc_val bmc_convert(bmc *b, bmc_val v, const ir_type *from, const ir_type *to, ir_loc loc) {
  if (to->kind == IR_TY_VOID) return v;
  if (to->kind == IR_TY_INT && to->is_bool) return bmc_bool_val(b, bmc_truth(b, v, loc), to);
  if (to->kind == IR_TY_PTR) {
    if (v.kind == VAL_PTR) return v;
    int64_t k;
    if (v.kind == VAL_BV && bmc_numeral(b, v.bv, &k) && k == 0) return null_ptr(b);
    if (v.kind != VAL_BV || from->kind != IR_TY_INT)
      bmc_fail(b, loc, "unsupported: conversion of %s to a pointer", from->name);
    return int_ptr(b, v.bv, from);
  }
  if (!ir_is_arith(to) || !ir_is_arith(from) || v.kind != VAL_BV)
    bmc_fail(b, loc, "unsupported: conversion from %s to %s", from->name, to->name);
  if (to->kind == IR_TY_FLOAT || from->kind == IR_TY_FLOAT) return bmc_int(bmc_fp_convert(b, v.bv, from, to));
  int fb = from->bits, tb = to->bits;
  if (fb == tb) return v;
  if (tb > fb) {
    Z3_ast r = from->is_signed ? Z3_mk_sign_ext(b->z, (unsigned)(tb - fb), v.bv)
                               : Z3_mk_zero_ext(b->z, (unsigned)(tb - fb), v.bv);
    bmc_val out = bmc_int(bmc_fold(b, r));
    out.b = v.b;  /* widening keeps zero-ness */
    return out;
  }
  return bmc_int(bmc_fold(b, Z3_mk_extract(b->z, (unsigned)(tb - 1), 0, v.bv)));
}

/* IEEE-754 conversions (C11 F.4, F.5): to a floating type in the current
 * rounding mode, which C fixes at round-to-nearest-even; to an integer by
 * truncation toward zero.  An out-of-range or NaN value converted to an
 * integer is undefined in C: Z3 leaves that result unspecified, so the
 * run may continue with any value. */
Z3_ast bmc_fp_convert(bmc *b, Z3_ast x, const ir_type *from, const ir_type *to) {
  Z3_context z = b->z;
  if (from->kind == IR_TY_FLOAT && to->kind == IR_TY_FLOAT) {
    if (from->bits == to->bits) return x;
    return Z3_mk_fpa_to_fp_float(z, Z3_mk_fpa_rne(z), x, bmc_sort(b, to));
  }
  if (to->kind == IR_TY_FLOAT) {
    Z3_ast rm = Z3_mk_fpa_rne(z);
    if (from->is_signed && !from->is_bool) return Z3_mk_fpa_to_fp_signed(z, rm, x, bmc_sort(b, to));
    return Z3_mk_fpa_to_fp_unsigned(z, rm, x, bmc_sort(b, to));
  }
  Z3_ast rtz = Z3_mk_fpa_rtz(z);
  if (to->is_signed) return Z3_mk_fpa_to_sbv(z, rtz, x, (unsigned)to->bits);
  return Z3_mk_fpa_to_ubv(z, rtz, x, (unsigned)to->bits);
}

/* Integer value as a 64-bit signed cell offset. */
static Z3_ast to_off(bmc *b, bmc_val v, const ir_type *t) {
  if (t->bits == 64) return v.bv;
  /* folded: a constant index must stay a numeral, or every load through
   * it is a case split on its cell */
  return bmc_fold(b, t->is_signed && !t->is_bool ? Z3_mk_sign_ext(b->z, (unsigned)(64 - t->bits), v.bv)
                                                 : Z3_mk_zero_ext(b->z, (unsigned)(64 - t->bits), v.bv));
}

static Z3_ast scale(bmc *b, Z3_ast off, uint64_t cells) {
  if (cells == 1) return off;
  int64_t k;
  if (bmc_numeral(b, off, &k)) return bmc_off(b, k * (int64_t)cells);
  return Z3_mk_bvmul(b->z, off, bmc_off(b, (int64_t)cells));
}

/* ---- helpers ----------------------------------------------------------- */

static int has_effects(const ir_expr *e) {
  if (!e) return 0;
  switch (e->kind) {
  case IR_ASSIGN:
  case IR_INCDEC:
  case IR_CALL:
  case IR_CALLPTR:
  case IR_COMPOUND:  /* initialises its object */
  case IR_NONDET:
  case IR_ALLOC:
  case IR_FREE: return 1;
  case IR_BINOP:
    if (e->op == IR_DIV || e->op == IR_REM) return 1;  /* may add a check */
    break;
  case IR_INDEX:
  case IR_DEREF: return 1;  /* bounds checks depend on the path */
  default: break;
  }
  if (has_effects(e->a) || has_effects(e->b) || has_effects(e->c)) return 1;
  for (int i = 0; i < e->nargs; i++)
    if (has_effects(e->args[i])) return 1;
  return 0;
}

static bmc_val ptr_of_lval(bmc_lval lv) {
  bmc_val v = {0};
  v.kind = VAL_PTR;
  v.nt = lv.nt;
  v.t = lv.t;
  return v;
}

static bmc_lval lval_of_ptr(bmc *b, bmc_val p, const ir_type *t, ir_loc loc) {
  if (p.kind != VAL_PTR || p.nt == 0)
    bmc_fail(b, loc, "unsupported: pointer whose target cannot be resolved");
  bmc_lval lv = {p.nt, p.t, t};
  return lv;
}

/* Does target t lie outside [lo, hi) on every run, width cells wide? */
static int surely_outside(bmc *b, const bmc_target *t, int64_t lo, int64_t hi, uint64_t width) {
  int64_t k;
  uint64_t rlo, rhi;
  if (bmc_numeral(b, t->off, &k)) return k < lo || k + (int64_t)width > hi;
  return bmc_range(b, t->off, &rlo, &rhi) && lo >= 0 && hi >= 0 && rlo + width > (uint64_t)hi;
}

/* Every target of lv must be non-null, not freed, and lie inside its
 * object (a heap block: inside its size).  In a library model whose loops
 * --max-string bounds, an access that fails on every run reaching it ends
 * those runs (the property fails on them): a loop over a string of 3
 * characters then stops there, not after --max-string rounds over cells
 * past the object (tcas's 12 atoi calls on argv: 107 s to 0.4 s). */
static void check_targets(bmc *b, bmc_state *s, bmc_lval lv, ir_loc loc) {
  bmc_heap_check(b, s, lv, loc);
  uint64_t width = ir_cells(lv.type);
  if (!width) width = 1;
  Z3_ast bad = Z3_mk_false(b->z);
  int all_out = lv.nt > 0;
  for (int i = 0; i < lv.nt; i++) {
    const bmc_target *t = &lv.t[i];
    if (t->obj < 0) continue;
    uint64_t n = b->objs[t->obj].n;
    int64_t k, lo, hi;
    Z3_ast osize = b->objs[t->obj].size ? b->objs[t->obj].size : bmc_off(b, (int64_t)n);
    Z3_ast tlo = t->lo ? t->lo : bmc_off(b, 0), thi = t->hi ? t->hi : osize;
    int known = bmc_numeral(b, tlo, &lo) && bmc_numeral(b, thi, &hi);
    if (known) {
      uint64_t rlo, rhi;
      if (bmc_numeral(b, t->off, &k) ? k >= lo && k + (int64_t)width <= hi
                                     : bmc_range(b, t->off, &rlo, &rhi) && lo >= 0 && hi >= 0 && rlo >= (uint64_t)lo &&
                                           rhi <= (uint64_t)hi && rhi + width <= (uint64_t)hi) {
        all_out = 0;
        continue;  /* inside on every run (the offset's term bounds it) */
      }
    }
    if (!known || !surely_outside(b, t, lo, hi, width)) all_out = 0;
    Z3_ast last = Z3_mk_bvsub(b->z, thi, bmc_off(b, (int64_t)width));
    Z3_ast out = bmc_or(b, Z3_mk_bvslt(b->z, t->off, tlo), Z3_mk_bvsgt(b->z, t->off, last));
    bad = bmc_or(b, bad, bmc_and(b, t->guard, out));
  }
  if (!bmc_is_false(b, bad)) bmc_add_prop(b, s, BMC_PROP_BOUNDS, loc, NULL, bad);
  if (all_out && !s->dead && b->frame && b->frame->f->string_bound > 0) {
    s->dead = 1;
    b->nlost++;
  }
}

/* ---- lvalues ------------------------------------------------------------ */

static int var_obj(bmc *b, bmc_state *s, const ir_var *v, ir_loc loc) {
  if (v->storage == IR_GLOBAL) return b->globobj[v->id];
  bmc_frame *f = b->frame;
  if (!f || v->func != f->f) bmc_fail(b, loc, "unsupported: variable '%s' out of scope", v->name);
  if (f->varobj[v->id] < 0) f->varobj[v->id] = bmc_new_obj(b, s, v->name, v->type);
  return f->varobj[v->id];
}

static bmc_lval temp_lval(bmc *b, bmc_state *s, const ir_expr *e) {
  bmc_rv rv = bmc_eval_rv(b, s, e);
  int obj = bmc_new_obj(b, s, "tmp", e->type);
  bmc_lval lv = bmc_lval_of_obj(b, obj, e->type);
  bmc_store_rv(b, s, lv, rv, e->loc);
  return lv;
}

bmc_lval bmc_eval_lval(bmc *b, bmc_state *s, const ir_expr *e) {
  switch (e->kind) {
  case IR_VAR: return bmc_lval_of_obj(b, var_obj(b, s, e->var, e->loc), e->type);
  case IR_INDEX: {
    bmc_val p = bmc_eval(b, s, e->a);
    bmc_val i = bmc_eval(b, s, e->b);
    Z3_ast idx = to_off(b, i, e->b->type);
    bmc_lval lv = bmc_lval_shift(b, lval_of_ptr(b, p, e->type, e->loc), scale(b, idx, ir_cells(e->type)), e->type);
    const ir_expr *base = e->a;
    while (base->kind == IR_CAST && base->implicit) base = base->a;
    int64_t k;
    if (base->kind == IR_DECAY && base->a->type->kind == IR_TY_ARRAY && base->a->type->count) {
      /* indexing an array directly: the index must lie within its bound */
      uint64_t n = base->a->type->count, rlo, rhi;
      /* a bound the index's term proves needs no property (the stdio
       * model's stdout position: a check per printed byte otherwise) */
      int inside = bmc_range(b, idx, &rlo, &rhi) && rhi < n;
      if (!inside && !(bmc_numeral(b, idx, &k) && k >= 0 && (uint64_t)k < n)) {
        Z3_ast bad = bmc_or(b, Z3_mk_bvslt(b->z, idx, bmc_off(b, 0)),
                            Z3_mk_bvsge(b->z, idx, bmc_off(b, (int64_t)n)));
        bmc_add_prop(b, s, BMC_PROP_BOUNDS, e->loc, NULL, bad);
      }
    } else {
      check_targets(b, s, lv, e->loc);
    }
    return lv;
  }
  case IR_MEMBER: {
    bmc_lval base = bmc_eval_lval(b, s, e->a);
    uint64_t c = ir_field_cell(e->a->type, e->field);
    return bmc_lval_shift(b, base, bmc_off(b, (int64_t)c), e->type);
  }
  case IR_DEREF: {
    bmc_val p = bmc_eval(b, s, e->a);
    bmc_lval lv = lval_of_ptr(b, p, e->type, e->loc);
    check_targets(b, s, lv, e->loc);
    return lv;
  }
  case IR_COMMA:
    bmc_eval_rv(b, s, e->a);
    return bmc_eval_lval(b, s, e->b);
  case IR_COMPOUND: {
    bmc_lval lv = bmc_lval_of_obj(b, var_obj(b, s, e->var, e->loc), e->type);
    if (e->a) bmc_init_object(b, s, lv, e->a);
    return lv;
  }
  default: return temp_lval(b, s, e);
  }
}

/* ---- operators ---------------------------------------------------------- */

static bmc_val arith_raw(bmc *b, bmc_state *s, const ir_expr *e, ir_op op, bmc_val x, bmc_val y,
                         const ir_type *t);

/* x <= y, signed or not */
static Z3_ast le(bmc *b, int sg, Z3_ast x, Z3_ast y) { return sg ? Z3_mk_bvsle(b->z, x, y) : Z3_mk_bvule(b->z, x, y); }

/* An integer comparison in one form: `x <= k` or its negation when one
 * side is a numeral k (k adjusted by one for < and >=), else `x <= y` or
 * its negation.  `n > 0` and `n >= 1` are then one Z3 term: a repair that
 * writes a condition as the reference does not is proven equal to it by
 * the rewriter, not by bit blasting every loop iteration behind it
 * (reverse's `while (n >= 1)` against `while (n > 0)`: over 100 s -> 1 s). */
static Z3_ast compare(bmc *b, ir_op op, int sg, Z3_ast x, Z3_ast y) {
  int64_t k;
  if (bmc_numeral(b, x, &k) && !bmc_numeral(b, y, &k)) {  /* k op y: y op' k */
    Z3_ast t = x;
    x = y;
    y = t;
    op = op == IR_LT ? IR_GT : op == IR_GT ? IR_LT : op == IR_LE ? IR_GE : IR_LE;
  }
  unsigned w = Z3_get_bv_sort_size(b->z, Z3_get_sort(b->z, y));
  if (w >= 1 && w <= 64 && bmc_numeral(b, y, &k) && !bmc_numeral(b, x, &k) && (op == IR_LT || op == IR_GE)) {
    uint64_t mask = w == 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1;
    uint64_t u = (uint64_t)k & mask;                   /* k's bits */
    uint64_t least = sg ? UINT64_C(1) << (w - 1) : 0;  /* the type's least value */
    if (u == least) return op == IR_GE ? Z3_mk_true(b->z) : Z3_mk_false(b->z);
    Z3_ast k1 = Z3_mk_unsigned_int64(b->z, (u - 1) & mask, Z3_get_sort(b->z, y));
    return op == IR_LT ? le(b, sg, x, k1) : bmc_not(b, le(b, sg, x, k1));
  }
  switch (op) {
  case IR_LT: return bmc_not(b, le(b, sg, y, x));
  case IR_GT: return bmc_not(b, le(b, sg, x, y));
  case IR_LE: return le(b, sg, x, y);
  default: return le(b, sg, y, x);
  }
}

/* IEEE-754 arithmetic, rounding to nearest even; comparisons with a NaN
 * are false except !=, and -0 == +0.  Division by zero is no error here
 * (C11 Annex F: it gives an infinity or NaN). */
static bmc_val fp_arith(bmc *b, const ir_expr *e, ir_op op, Z3_ast x, Z3_ast y) {
  Z3_context z = b->z;
  Z3_ast rm = Z3_mk_fpa_rne(z);
  switch (op) {
  case IR_ADD: return bmc_int(Z3_mk_fpa_add(z, rm, x, y));
  case IR_SUB: return bmc_int(Z3_mk_fpa_sub(z, rm, x, y));
  case IR_MUL: return bmc_int(Z3_mk_fpa_mul(z, rm, x, y));
  case IR_DIV: return bmc_int(Z3_mk_fpa_div(z, rm, x, y));
  case IR_LT: return bmc_bool_val(b, Z3_mk_fpa_lt(z, x, y), e->type);
  case IR_GT: return bmc_bool_val(b, Z3_mk_fpa_gt(z, x, y), e->type);
  case IR_LE: return bmc_bool_val(b, Z3_mk_fpa_leq(z, x, y), e->type);
  case IR_GE: return bmc_bool_val(b, Z3_mk_fpa_geq(z, x, y), e->type);
  case IR_EQ: return bmc_bool_val(b, Z3_mk_fpa_eq(z, x, y), e->type);
  case IR_NE: return bmc_bool_val(b, bmc_not(b, Z3_mk_fpa_eq(z, x, y)), e->type);
  default: bmc_fail(b, e->loc, "unsupported: operator '%s' on floating-point operands", ir_op_str(op));
  }
}

static bmc_val arith(bmc *b, bmc_state *s, const ir_expr *e, ir_op op, bmc_val x, bmc_val y,
                     const ir_type *t) {
  bmc_val r = arith_raw(b, s, e, op, x, y, t);
  if (r.b) {
    r.b = bmc_fold(b, r.b);
    /* a library model's loop ends where its bound's range ends */
    if (b->frame && b->frame->f->lib) r.b = bmc_range_fold(b, r.b);
    if (bmc_is_true(b, r.b) || bmc_is_false(b, r.b)) r = bmc_bool_val(b, r.b, e->type);
  } else {
    r.bv = bmc_fold(b, r.bv);
  }
  return r;
}

static bmc_val arith_raw(bmc *b, bmc_state *s, const ir_expr *e, ir_op op, bmc_val x, bmc_val y,
                         const ir_type *t) {
  Z3_context z = b->z;
  if (t->kind == IR_TY_FLOAT) return fp_arith(b, e, op, x.bv, y.bv);
  int sg = t->is_signed && !t->is_bool;
  switch (op) {
  case IR_ADD: return bmc_int(Z3_mk_bvadd(z, x.bv, y.bv));
  case IR_SUB: return bmc_int(Z3_mk_bvsub(z, x.bv, y.bv));
  case IR_MUL: return bmc_int(Z3_mk_bvmul(z, x.bv, y.bv));
  case IR_DIV:
  case IR_REM: {
    Z3_ast zero = bmc_num(b, t, 0);
    Z3_ast bad = Z3_mk_eq(z, y.bv, zero);
    if (sg) {
      Z3_ast min = bmc_num(b, t, (int64_t)(UINT64_C(1) << (t->bits - 1)));
      Z3_ast ovf = bmc_and(b, Z3_mk_eq(z, x.bv, min), Z3_mk_eq(z, y.bv, bmc_num(b, t, -1)));
      bad = bmc_or(b, bad, ovf);
    }
    int64_t k;
    uint64_t ones = t->bits == 64 ? UINT64_MAX : (UINT64_C(1) << t->bits) - 1;
    int safe = bmc_numeral(b, y.bv, &k) && k != 0 && !(sg && (uint64_t)k == ones);
    if (!safe) bmc_add_prop(b, s, BMC_PROP_DIV, e->loc, NULL, bad);
    if (op == IR_DIV) return bmc_int(sg ? Z3_mk_bvsdiv(z, x.bv, y.bv) : Z3_mk_bvudiv(z, x.bv, y.bv));
    return bmc_int(sg ? Z3_mk_bvsrem(z, x.bv, y.bv) : Z3_mk_bvurem(z, x.bv, y.bv));
  }
  case IR_SHL:
  case IR_SHR: {
    Z3_ast n = y.bv;
    unsigned wx = Z3_get_bv_sort_size(z, Z3_get_sort(z, x.bv));
    unsigned wy = Z3_get_bv_sort_size(z, Z3_get_sort(z, n));
    if (wy > wx) n = Z3_mk_extract(z, wx - 1, 0, n);
    else if (wy < wx) n = Z3_mk_zero_ext(z, wx - wy, n);
    if (op == IR_SHL) return bmc_int(Z3_mk_bvshl(z, x.bv, n));
    return bmc_int(sg ? Z3_mk_bvashr(z, x.bv, n) : Z3_mk_bvlshr(z, x.bv, n));
  }
  case IR_AND: return bmc_int(Z3_mk_bvand(z, x.bv, y.bv));
  case IR_OR: return bmc_int(Z3_mk_bvor(z, x.bv, y.bv));
  case IR_XOR: return bmc_int(Z3_mk_bvxor(z, x.bv, y.bv));
  case IR_LT:
  case IR_GT:
  case IR_LE:
  case IR_GE: return bmc_bool_val(b, compare(b, op, sg, x.bv, y.bv), e->type);
  case IR_EQ: return bmc_bool_val(b, Z3_mk_eq(z, x.bv, y.bv), e->type);
  case IR_NE: return bmc_bool_val(b, bmc_not(b, Z3_mk_eq(z, x.bv, y.bv)), e->type);
  default: bmc_fail(b, e->loc, "unsupported: operator '%s'", ir_op_str(op));
  }
}

/* Pointer comparisons and differences, pairwise over the targets. */
static bmc_val ptr_binop(bmc *b, const ir_expr *e, ir_op op, bmc_val x, bmc_val y) {
  Z3_context z = b->z;
  if (x.kind != VAL_PTR || y.kind != VAL_PTR || !x.nt || !y.nt)
    bmc_fail(b, e->loc, "unsupported: pointer whose target cannot be resolved");
  if (op == IR_SUB) {
    uint64_t cells = ir_cells(e->a->type->elem);
    Z3_ast acc = bmc_num(b, e->type, 0);
    for (int i = 0; i < x.nt; i++)
      for (int j = 0; j < y.nt; j++) {
        if (x.t[i].obj != y.t[j].obj || x.t[i].obj < 0) continue;
        Z3_ast d = Z3_mk_bvsub(z, x.t[i].off, y.t[j].off);
        if (cells > 1) d = Z3_mk_bvsdiv(z, d, bmc_off(b, (int64_t)cells));
        acc = bmc_ite(b, bmc_and(b, x.t[i].guard, y.t[j].guard), d, acc);
      }
    bmc_val v = bmc_int(acc);
    return bmc_convert(b, v, long_type(), e->type, e->loc);
  }
  Z3_ast r = Z3_mk_false(z);
  for (int i = 0; i < x.nt; i++)
    for (int j = 0; j < y.nt; j++) {
      const bmc_target *p = &x.t[i], *q = &y.t[j];
      Z3_ast both = bmc_and(b, p->guard, q->guard), c;
      if (p->obj != q->obj) {
        c = Z3_mk_false(z);  /* distinct objects: only != holds; order is unspecified */
        if (op == IR_NE) c = Z3_mk_true(z);
      } else if (p->obj == BMC_OBJ_NULL) {
        c = (op == IR_EQ || op == IR_LE || op == IR_GE) ? Z3_mk_true(z) : Z3_mk_false(z);
      } else {
        switch (op) {
        case IR_EQ: c = Z3_mk_eq(z, p->off, q->off); break;
        case IR_NE: c = bmc_not(b, Z3_mk_eq(z, p->off, q->off)); break;
        case IR_LT: c = Z3_mk_bvslt(z, p->off, q->off); break;
        case IR_GT: c = Z3_mk_bvsgt(z, p->off, q->off); break;
        case IR_LE: c = Z3_mk_bvsle(z, p->off, q->off); break;
        case IR_GE: c = Z3_mk_bvsge(z, p->off, q->off); break;
        default: bmc_fail(b, e->loc, "unsupported: pointer operator '%s'", ir_op_str(op));
        }
      }
      r = bmc_or(b, r, bmc_and(b, both, c));
    }
  return bmc_bool_val(b, r, e->type);
}

static bmc_val ptr_shift(bmc *b, bmc_val p, bmc_val n, const ir_type *nt, const ir_type *pt, int neg, ir_loc loc) {
  if (p.kind != VAL_PTR || !p.nt) bmc_fail(b, loc, "unsupported: pointer whose target cannot be resolved");
  uint64_t cells = pt->elem->kind == IR_TY_VOID ? 1 : ir_cells(pt->elem);
  Z3_ast d = scale(b, to_off(b, n, nt), cells);
  if (neg) d = Z3_mk_bvneg(b->z, d);
  bmc_lval lv = bmc_lval_shift(b, (bmc_lval){p.nt, p.t, pt}, d, pt);
  return ptr_of_lval(lv);
}

static bmc_val binop(bmc *b, bmc_state *s, const ir_expr *e, ir_op op, bmc_val x, bmc_val y,
                     const ir_type *tx, const ir_type *ty) {
  if (tx->kind == IR_TY_PTR && ty->kind == IR_TY_INT && (op == IR_ADD || op == IR_SUB))
    return ptr_shift(b, x, y, ty, tx, op == IR_SUB, e->loc);
  if (ty->kind == IR_TY_PTR && tx->kind == IR_TY_INT && op == IR_ADD)
    return ptr_shift(b, y, x, tx, ty, 0, e->loc);
  if (tx->kind == IR_TY_PTR || ty->kind == IR_TY_PTR) return ptr_binop(b, e, op, x, y);
  return arith(b, s, e, op, x, y, tx);
}

static const bmc_alts *alts_of(bmc *b, const ir_expr *e) {
  const bmc_alts *al = b->o.alts ? &b->o.alts[e->id] : NULL;
  return al && al->n ? al : NULL;
}

/* binop, or the alternatives a caller registered for this node: each is
 * computed (its checks guarded by its selector) and chosen by ite. */
static bmc_val binop_alts(bmc *b, bmc_state *s, const ir_expr *e, ir_op op, bmc_val x, bmc_val y,
                          const ir_type *tx, const ir_type *ty) {
  const bmc_alts *al = alts_of(b, e);
  if (!al) return binop(b, s, e, op, x, y, tx, ty);
  Z3_ast none = Z3_mk_true(b->z);
  for (int k = 0; k < al->n; k++) none = bmc_and(b, none, bmc_not(b, al->a[k].sel));
  bmc_state t = *s;
  t.guard = bmc_and(b, s->guard, none);
  bmc_val r = binop(b, &t, e, op, x, y, tx, ty);
  for (int k = 0; k < al->n; k++) {
    t.guard = bmc_and(b, s->guard, al->a[k].sel);
    r = bmc_val_ite(b, al->a[k].sel, binop(b, &t, e, al->a[k].op, x, y, tx, ty), r);
  }
  return r;
}

/* Evaluate `e` on the paths where `c` holds (or fails, when !when). */
static bmc_val eval_under(bmc *b, bmc_state *s, Z3_ast c, const ir_expr *e, bmc_state *out) {
  *out = bmc_state_copy(b, s);
  out->guard = bmc_and(b, s->guard, c);
  if (bmc_is_false(b, out->guard)) out->dead = 1;
  return bmc_eval(b, out, e);
}

static bmc_val logical(bmc *b, bmc_state *s, const ir_expr *e) {
  Z3_ast ta = bmc_truth(b, bmc_eval(b, s, e->a), e->a->loc);
  /* is_and is a constant unless a caller registered the other operator */
  Z3_ast is_and = e->kind == IR_LAND ? Z3_mk_true(b->z) : Z3_mk_false(b->z);
  const bmc_alts *al = alts_of(b, e);
  for (int k = 0; al && k < al->n; k++)
    is_and = bmc_ite(b, al->a[k].sel, al->a[k].op == IR_AND ? Z3_mk_true(b->z) : Z3_mk_false(b->z), is_and);
  Z3_ast enter = bmc_ite(b, is_and, ta, bmc_not(b, ta));
  bmc_state sub;
  Z3_ast tb;
  if (has_effects(e->b)) {
    bmc_val vb = eval_under(b, s, enter, e->b, &sub);
    Z3_ast sub0 = bmc_and(b, s->guard, enter);
    tb = bmc_truth(b, vb, e->b->loc);
    bmc_state skip = *s;
    skip.guard = bmc_and(b, s->guard, bmc_not(b, enter));
    Z3_ast g = bmc_rejoin_guard(b, s->guard, &sub, sub0, &skip, skip.guard);
    *s = bmc_state_merge(b, enter, &sub, &skip, g);
  } else {
    tb = bmc_truth(b, bmc_eval(b, s, e->b), e->b->loc);
  }
  Z3_ast r = bmc_ite(b, is_and, bmc_and(b, ta, tb), bmc_or(b, ta, tb));
  return bmc_bool_val(b, r, e->type);
}

static bmc_rv rv_scalar(bmc_val v) {
  bmc_rv r = {0};
  r.v = v;
  return r;
}

static bmc_rv conditional(bmc *b, bmc_state *s, const ir_expr *e) {
  Z3_ast c = bmc_truth(b, bmc_eval(b, s, e->a), e->a->loc);
  bmc_state st = bmc_state_copy(b, s), se = bmc_state_copy(b, s);
  Z3_ast g0t = st.guard = bmc_and(b, s->guard, c);
  Z3_ast g0e = se.guard = bmc_and(b, s->guard, bmc_not(b, c));
  st.dead = st.dead || bmc_is_false(b, g0t);
  se.dead = se.dead || bmc_is_false(b, g0e);
  bmc_rv x = bmc_eval_rv(b, &st, e->b), y = bmc_eval_rv(b, &se, e->c);
  Z3_ast g = bmc_rejoin_guard(b, s->guard, &st, g0t, &se, g0e);
  *s = bmc_state_merge(b, c, &st, &se, g);
  s->dead = st.dead && se.dead;
  if (e->type->kind == IR_TY_VOID) return rv_scalar(x.v);
  if (!x.n) return rv_scalar(bmc_val_ite(b, c, x.v, y.v));
  bmc_rv r = x;
  r.cells = arena_alloc(b->mem, sizeof *r.cells * (size_t)x.n);
  for (uint64_t i = 0; i < x.n; i++) r.cells[i] = bmc_val_ite(b, c, x.cells[i], y.cells[i]);
  return r;
}

/* ---- assignment -------------------------------------------------------- */

void bmc_store_rv(bmc *b, bmc_state *s, bmc_lval lv, bmc_rv rv, ir_loc loc) {
  if (rv.n)
    for (uint64_t i = 0; i < rv.n; i++) bmc_store(b, s, lv, i, rv.cells[i], loc);
  else
    bmc_store(b, s, lv, 0, rv.v, loc);
}

bmc_rv bmc_load_rv(bmc *b, bmc_state *s, bmc_lval lv, ir_loc loc) {
  if (ir_is_scalar(lv.type)) return rv_scalar(bmc_load(b, s, lv, 0, loc));
  bmc_rv r = {0};
  r.n = ir_cells(lv.type);
  r.cells = arena_alloc(b->mem, sizeof *r.cells * (size_t)(r.n + 1));
  /* a copy is no use of the cells: a struct with a field never set may be
   * copied; the copy's field, read later, is what reads garbage */
  int was = b->copying;
  b->copying = 1;
  for (uint64_t i = 0; i < r.n; i++) r.cells[i] = bmc_load(b, s, lv, i, loc);
  b->copying = was;
  return r;
}

static bmc_rv assign(bmc *b, bmc_state *s, const ir_expr *e) {
  bmc_lval lv = bmc_eval_lval(b, s, e->a);
  if (!ir_is_scalar(e->a->type)) {
    bmc_rv rv = bmc_eval_rv(b, s, e->b);
    bmc_store_rv(b, s, lv, rv, e->loc);
    return rv;
  }
  bmc_val v;
  if (e->op == IR_NOP) {
    v = bmc_site_val(b, s, e->b);
  } else {
    /* x op= y: compute in ctype, convert back; the whole update is the site */
    const ir_type *ct = e->ctype ? e->ctype : e->a->type;
    bmc_val old = bmc_convert(b, bmc_load(b, s, lv, 0, e->loc), e->a->type, ct, e->loc);
    bmc_val y = bmc_eval(b, s, e->b);
    bmc_val r = binop_alts(b, s, e, e->op, old, y, ct, e->b->type);
    v = bmc_convert(b, r, ct, e->a->type, e->loc);
    if (v.kind == VAL_BV) v = bmc_int(bmc_define_site(b, s, e, v.bv));
  }
  bmc_store(b, s, lv, 0, v, e->loc);
  return rv_scalar(v);
}

static bmc_val incdec(bmc *b, bmc_state *s, const ir_expr *e) {
  bmc_lval lv = bmc_eval_lval(b, s, e->a);
  const ir_type *t = e->a->type;
  bmc_val old = bmc_load(b, s, lv, 0, e->loc), nv;
  if (t->kind == IR_TY_PTR) {
    nv = ptr_shift(b, old, bmc_int(bmc_off(b, 1)), long_type(), t, e->op == IR_SUB, e->loc);
  } else {
    const ir_type *ct = t->kind == IR_TY_INT && t->bits < 32 ? int_type() : t;
    bmc_val x = bmc_convert(b, old, t, ct, e->loc);
    Z3_ast one = bmc_num(b, ct, 1), up, down;
    if (ct->kind == IR_TY_FLOAT) {
      up = Z3_mk_fpa_add(b->z, Z3_mk_fpa_rne(b->z), x.bv, one);
      down = Z3_mk_fpa_sub(b->z, Z3_mk_fpa_rne(b->z), x.bv, one);
    } else {
      up = bmc_fold(b, Z3_mk_bvadd(b->z, x.bv, one));
      down = bmc_fold(b, Z3_mk_bvsub(b->z, x.bv, one));
    }
    Z3_ast r = e->op == IR_ADD ? up : down;
    const bmc_alts *al = alts_of(b, e);
    for (int k = 0; al && k < al->n; k++) r = bmc_ite(b, al->a[k].sel, al->a[k].op == IR_ADD ? up : down, r);
    nv = bmc_convert(b, bmc_int(r), ct, t, e->loc);
    nv = bmc_int(bmc_define_site(b, s, e, nv.bv));
  }
  bmc_store(b, s, lv, 0, nv, e->loc);
  return e->prefix ? nv : old;
}

/* ---- evaluation -------------------------------------------------------- */

bmc_rv bmc_eval_rv(bmc *b, bmc_state *s, const ir_expr *e) {
  /* calls, ?:, comma and assignment may yield structs: handled below */
  int any_type = e->kind == IR_CALL || e->kind == IR_CALLPTR || e->kind == IR_COND || e->kind == IR_COMMA || e->kind == IR_ASSIGN;
  if (!any_type && (ir_is_scalar(e->type) || e->type->kind == IR_TY_VOID)) return rv_scalar(bmc_eval(b, s, e));
  switch (e->kind) {
  case IR_CALL: {
    bmc_rv *args = arena_alloc(b->mem, sizeof *args * (size_t)(e->nargs + 1));
    for (int i = 0; i < e->nargs; i++) {
      const ir_expr *a = e->args[i];
      if (ir_is_scalar(a->type)) args[i] = rv_scalar(bmc_site_val(b, s, a));
      else args[i] = bmc_eval_rv(b, s, a);
    }
    return bmc_call(b, s, e->callee, e->nargs, args, e->loc);
  }
  case IR_CALLPTR: return bmc_call_ptr(b, s, e);
  case IR_COND: return conditional(b, s, e);
  case IR_COMMA:
    bmc_eval_rv(b, s, e->a);
    return bmc_eval_rv(b, s, e->b);
  case IR_ASSIGN: return assign(b, s, e);
  case IR_VAR:
  case IR_INDEX:
  case IR_MEMBER:
  case IR_DEREF:
  case IR_COMPOUND: return bmc_load_rv(b, s, bmc_eval_lval(b, s, e), e->loc);
  default: bmc_fail(b, e->loc, "unsupported: expression of type %s here", e->type->name);
  }
}

bmc_val bmc_eval(bmc *b, bmc_state *s, const ir_expr *e) {
  switch (e->kind) {
  case IR_CONST:
    if (e->type->kind == IR_TY_PTR) {
      if (e->ival != 0) bmc_fail(b, e->loc, "unsupported: conversion of an integer to a pointer");
      return null_ptr(b);
    }
    if (e->type->kind == IR_TY_FLOAT) return bmc_int(bmc_fnum(b, e->type, e->fval));
    {
      Z3_ast c = bmc_num(b, e->type, e->ival);
      const bmc_alts *al = alts_of(b, e);
      for (int k = 0; al && k < al->n; k++) c = bmc_ite(b, al->a[k].sel, bmc_num(b, e->type, al->a[k].value), c);
      return bmc_int(c);
    }
  case IR_VAR:
  case IR_INDEX:
  case IR_MEMBER:
  case IR_DEREF:
  case IR_COMPOUND:
    if (!ir_is_scalar(e->type)) bmc_fail(b, e->loc, "unsupported: aggregate used as a scalar");
    return bmc_load(b, s, bmc_eval_lval(b, s, e), 0, e->loc);
  case IR_DECAY:
  case IR_ADDROF: {
    /* the new pointer may move within the array (or object) it names */
    bmc_lval lv = bmc_eval_lval(b, s, e->a);
    uint64_t cells = ir_cells(e->a->type);
    bmc_val p = ptr_of_lval(lv);
    p.t = arena_alloc(b->mem, sizeof *p.t * (size_t)(lv.nt + 1));
    /* &a[i] and &*q keep the region of the pointer they came through */
    int inherit = e->kind == IR_ADDROF && (e->a->kind == IR_INDEX || e->a->kind == IR_DEREF);
    /* a variable-length array is a whole object: its size bounds it */
    int vla = e->a->type->kind == IR_TY_ARRAY && !e->a->type->count;
    for (int i = 0; i < lv.nt; i++) {
      p.t[i] = lv.t[i];
      if (p.t[i].obj < 0 || vla || (inherit && (p.t[i].lo || b->objs[p.t[i].obj].heap))) continue;
      p.t[i].lo = p.t[i].off;
      p.t[i].hi = bmc_off_add(b, p.t[i].off, bmc_off(b, (int64_t)cells));
    }
    return p;
  }
  case IR_UNOP: {
    bmc_val x = bmc_eval(b, s, e->a);
    if (e->op == IR_FSIGNBIT) return bmc_bool_val(b, Z3_mk_fpa_is_negative(b->z, x.bv), e->type);
    if (e->op == IR_FTOBITS) return bmc_int(bmc_fp_to_bits(b, x.bv));
    if (e->type->kind == IR_TY_FLOAT && e->op != IR_LNOT) return bmc_int(bmc_fp_unop(b, e, x.bv));
    switch (e->op) {
    case IR_NEG: return bmc_int(bmc_fold(b, Z3_mk_bvneg(b->z, x.bv)));
    case IR_BITNOT: return bmc_int(bmc_fold(b, Z3_mk_bvnot(b->z, x.bv)));
    case IR_LNOT: return bmc_bool_val(b, bmc_not(b, bmc_truth(b, x, e->loc)), e->type);
    default: return x;
    }
  }
  case IR_BINOP: {
    bmc_val x = bmc_eval(b, s, e->a);
    bmc_val y = bmc_eval(b, s, e->b);
    if (e->op == IR_FPOWI) return bmc_int(bmc_fp_powi(b, e, x.bv, y.bv));
    if (e->op == IR_FLDEXP) return bmc_int(bmc_fp_ldexp(b, e, x.bv, y.bv));
    if (e->op == IR_FFMA) {
      bmc_val w = bmc_eval(b, s, e->c);
      return bmc_int(Z3_mk_fpa_fma(b->z, Z3_mk_fpa_rne(b->z), x.bv, y.bv, w.bv));
    }
    return binop_alts(b, s, e, e->op, x, y, e->a->type, e->b->type);
  }
  case IR_LAND:
  case IR_LOR: return logical(b, s, e);
  case IR_CAST: return bmc_convert(b, bmc_eval(b, s, e->a), e->a->type, e->type, e->loc);
  case IR_INCDEC: return incdec(b, s, e);
  case IR_NONDET: {
    /* a call without a body: its arguments run, its result is an input */
    for (int i = 0; i < e->nargs; i++) {
      const ir_expr *a = e->args[i];
      if (ir_is_scalar(a->type) || a->type->kind == IR_TY_VOID) bmc_eval(b, s, a);
      else bmc_eval_rv(b, s, a);
    }
    if (e->type->kind == IR_TY_VOID) return (bmc_val){0};
    if (!ir_is_scalar(e->type)) bmc_fail(b, e->loc, "unsupported: nondeterministic aggregate");
    if (e->type->kind == IR_TY_PTR) bmc_fail(b, e->loc, "unsupported: nondeterministic pointer");
    return bmc_int(bmc_add_input(b, s, e->name ? e->name : "nondet", e->loc, e->type, 0));
  }
  case IR_FUNCADDR: return bmc_funcaddr(b, s, e);
  case IR_ASSIGN:
  case IR_CALL:
  case IR_CALLPTR:
  case IR_COND:
  case IR_COMMA: {
    bmc_rv r = bmc_eval_rv(b, s, e);
    return r.v;
  }
  case IR_ALLOC: return bmc_heap_alloc(b, s, e);
  case IR_FREE: {
    bmc_heap_free(b, s, e);
    bmc_val none = {0};
    return none;
  }
  case IR_INITLIST: bmc_fail(b, e->loc, "unsupported: initializer list in this position");
  case IR_OPAQUE: bmc_fail(b, e->loc, "unsupported: expression outside the subset (lenient IR)");
  }
  bmc_fail(b, e->loc, "unsupported: expression");
}

/* ---- sites -------------------------------------------------------------- */

bmc_val bmc_site_val(bmc *b, bmc_state *s, const ir_expr *e) {
  bmc_val v = bmc_eval(b, s, e);
  if (v.kind != VAL_BV) return v;
  bmc_val r = bmc_int(bmc_define_site(b, s, e, v.bv));
  return r;
}

Z3_ast bmc_cond(bmc *b, bmc_state *s, const ir_expr *e) {
  Z3_ast t = bmc_truth(b, bmc_eval(b, s, e), e->loc);
  Z3_ast g = bmc_define_site(b, s, e, t);
  return g;
}

/* ---- initialisers ------------------------------------------------------- */

/* Zero every cell lv covers (the part of an aggregate an initialiser
 * list leaves out). */
static void zero_fill(bmc *b, bmc_state *s, bmc_lval lv) {
  uint64_t n = ir_cells(lv.type);
  for (int k = 0; k < lv.nt; k++) {
    if (lv.t[k].obj < 0) continue;
    const bmc_obj *o = &b->objs[lv.t[k].obj];
    int64_t base;
    if (!bmc_numeral(b, lv.t[k].off, &base)) continue;
    if (o->sparse) {
      bmc_sparse_zero(b, s, lv.t[k].obj, (uint64_t)base, n);
      continue;
    }
    bmc_cells *c = bmc_cells_mut(b, s, lv.t[k].obj);
    for (uint64_t i = 0; i < n && (uint64_t)base + i < o->n; i++) {
      const ir_type *leaf = o->leaf[base + (int64_t)i];
      if (leaf->kind == IR_TY_PTR) c->v[base + (int64_t)i] = null_ptr(b);
      else c->v[base + (int64_t)i] = bmc_int(bmc_num(b, leaf, 0));
    }
  }
}

void bmc_init_object(bmc *b, bmc_state *s, bmc_lval lv, const ir_expr *init) {
  if (init->kind != IR_INITLIST) {
    if (ir_is_scalar(lv.type)) bmc_store(b, s, lv, 0, bmc_site_val(b, s, init), init->loc);
    else bmc_store_rv(b, s, lv, bmc_eval_rv(b, s, init), init->loc);
    return;
  }
  zero_fill(b, s, lv);
  const ir_type *t = lv.type;
  for (int i = 0; i < init->nargs; i++) {
    const ir_type *et;
    uint64_t cell;
    if (t->kind == IR_TY_ARRAY) {
      if ((uint64_t)i >= t->count) break;
      et = t->elem;
      cell = (uint64_t)i * ir_cells(et);
    } else if (t->kind == IR_TY_STRUCT) {
      if (i >= t->nfields) break;
      et = t->fields[i].type;
      cell = ir_field_cell(t, i);
    } else {
      et = t;  /* `int x = {1};` */
      cell = 0;
      if (i > 0) break;
    }
    bmc_init_object(b, s, bmc_lval_shift(b, lv, bmc_off(b, (int64_t)cell), et), init->args[i]);
  }
}

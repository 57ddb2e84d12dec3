/* front_builtin.c - compiler intrinsics that glibc headers use, lowered to
 * IR arithmetic (shifts, masks, conditionals), so the encoder and every
 * engine see plain C.
 *
 * The argument is evaluated once into a temporary local (the lowering
 * reads it once per bit or byte); the nodes built here carry no operator
 * location, so no mutation ever offers to rewrite them (they have no text
 * of their own).  A call clang can fold is a constant. */
#include <string.h>

#include "front/front_internal.h"

typedef enum { BI_BSWAP, BI_CLZ, BI_CTZ, BI_POPCOUNT, BI_ABS } bi_kind;

static const struct {
  const char *name;
  bi_kind kind;
  int bits;        /* width of the operand */
  int is_signed;
} builtins[] = {
    {"__builtin_bswap16", BI_BSWAP, 16, 0},    {"__builtin_bswap32", BI_BSWAP, 32, 0},
    {"__builtin_bswap64", BI_BSWAP, 64, 0},    {"__builtin_clz", BI_CLZ, 32, 0},
    {"__builtin_clzl", BI_CLZ, 64, 0},         {"__builtin_clzll", BI_CLZ, 64, 0},
    {"__builtin_ctz", BI_CTZ, 32, 0},          {"__builtin_ctzl", BI_CTZ, 64, 0},
    {"__builtin_ctzll", BI_CTZ, 64, 0},        {"__builtin_popcount", BI_POPCOUNT, 32, 0},
    {"__builtin_popcountl", BI_POPCOUNT, 64, 0}, {"__builtin_popcountll", BI_POPCOUNT, 64, 0},
    {"__builtin_abs", BI_ABS, 32, 1},          {"__builtin_labs", BI_ABS, 64, 1},
    {"__builtin_llabs", BI_ABS, 64, 1},
};

typedef struct bi_ctx {
  front_ctx *c;
  ir_loc loc;      /* the call: every node built stands for it */
  ir_type *t;      /* the computation type */
  ir_var *arg;     /* the temporary holding the argument */
} bi_ctx;

static ir_expr *node(bi_ctx *x, ir_exkind k, ir_type *t) {
  ir_expr *e = ir_expr_new(x->c->p, k, t, x->loc);
  e->oploc = (ir_loc){-1, 0, 0, 0, 0};  /* no operator text of its own */
  return e;
}

static ir_expr *num(bi_ctx *x, ir_type *t, int64_t v) {
  ir_expr *e = node(x, IR_CONST, t);
  e->ival = v;
  return e;
}

static ir_expr *arg(bi_ctx *x) {
  ir_expr *e = node(x, IR_VAR, x->t);
  e->var = x->arg;
  return e;
}

static ir_expr *bin(bi_ctx *x, ir_op op, ir_expr *a, ir_expr *b) {
  ir_expr *e = node(x, IR_BINOP, ir_op_is_cmp(op) ? ir_ty_int(x->c->p, 32, 1) : x->t);
  e->op = op;
  e->a = a;
  e->b = b;
  return e;
}

static ir_expr *cond(bi_ctx *x, ir_expr *c, ir_expr *t, ir_expr *f) {
  ir_expr *e = node(x, IR_COND, t->type);
  e->a = c;
  e->b = t;
  e->c = f;
  return e;
}

/* (arg >> i) & 1, a condition */
static ir_expr *bit(bi_ctx *x, int i) {
  return bin(x, IR_AND, bin(x, IR_SHR, arg(x), num(x, x->t, i)), num(x, x->t, 1));
}

static ir_expr *lower(bi_ctx *x, bi_kind k, int bits) {
  ir_type *it = ir_ty_int(x->c->p, 32, 1);
  ir_expr *e = NULL;
  switch (k) {
  case BI_BSWAP:  /* byte i moves to byte n-1-i */
    for (int i = 0; i < bits / 8; i++) {
      ir_expr *byte = bin(x, IR_AND, bin(x, IR_SHR, arg(x), num(x, x->t, 8 * i)), num(x, x->t, 0xff));
      ir_expr *moved = bin(x, IR_SHL, byte, num(x, x->t, 8 * (bits / 8 - 1 - i)));
      e = e ? bin(x, IR_OR, e, moved) : moved;
    }
    return e;
  case BI_CLZ:  /* the highest set bit decides; 0 gives the width */
    e = num(x, it, bits);
    for (int i = 0; i < bits; i++) e = cond(x, bit(x, i), num(x, it, bits - 1 - i), e);
    return e;
  case BI_CTZ:  /* the lowest set bit decides; 0 gives the width */
    e = num(x, it, bits);
    for (int i = bits - 1; i >= 0; i--) e = cond(x, bit(x, i), num(x, it, i), e);
    return e;
  case BI_POPCOUNT:
    for (int i = 0; i < bits; i++) e = e ? bin(x, IR_ADD, e, bit(x, i)) : bit(x, i);
    return e;
  case BI_ABS: {  /* wraps on the minimum, as gcc -fwrapv */
    ir_expr *neg = node(x, IR_UNOP, x->t);
    neg->op = IR_NEG;
    neg->a = arg(x);
    return cond(x, bin(x, IR_LT, arg(x), num(x, x->t, 0)), neg, arg(x));
  }
  }
  return NULL;
}

/* Floating-point primitives: the operations the math and stdio models
 * (models/libc/math.c, stdio.c) cannot write in C.  The double and float
 * forms share the operator. */
static const struct {
  const char *name;
  ir_op op;
} fbuiltins[] = {
    {"__builtin_sqrt", IR_FSQRT},   {"__builtin_sqrtf", IR_FSQRT},   {"__builtin_floor", IR_FFLOOR},
    {"__builtin_floorf", IR_FFLOOR}, {"__builtin_ceil", IR_FCEIL},    {"__builtin_ceilf", IR_FCEIL},
    {"__builtin_round", IR_FROUND}, {"__builtin_roundf", IR_FROUND}, {"__builtin_trunc", IR_FTRUNC},
    {"__builtin_truncf", IR_FTRUNC}, {"__amend_powi", IR_FPOWI},  {"__builtin_fma", IR_FFMA},
    {"__builtin_fmaf", IR_FFMA},     {"__builtin_ldexp", IR_FLDEXP}, {"__builtin_ldexpf", IR_FLDEXP},
    {"__builtin_signbit", IR_FSIGNBIT},
    /* amend's bit casts (the C subset has no unions or type punning) */
    {"__amend_double_bits", IR_FTOBITS}, {"__amend_float_bits", IR_FTOBITS},
    {"__amend_bits_double", IR_FFROMBITS}, {"__amend_bits_float", IR_FFROMBITS},
};

/* A bit cast's operand: the float or double of its name, or the unsigned
 * integer of the result's width; NULL when the declaration does not fit. */
static ir_type *bits_operand(front_ctx *c, ir_op op, const char *name, ir_type *rt) {
  int bits = strstr(name, "double") ? 64 : 32;
  if (op == IR_FTOBITS)
    return rt->kind == IR_TY_INT && rt->bits == bits && !rt->is_bool ? ir_ty_float(c->p, bits) : NULL;
  return rt->kind == IR_TY_FLOAT && rt->bits == bits ? ir_ty_int(c->p, bits, 0) : NULL;
}

static ir_expr *float_builtin(front_ctx *c, CXCursor call, const char *name, ir_type *rt, ir_loc loc) {
  double d;
  if (rt->kind == IR_TY_FLOAT && front_eval_float(call, &d))  /* __builtin_inff(), a folded call */
    return front_fconst(c, rt, d, loc);
  int which = -1;
  for (size_t i = 0; i < sizeof fbuiltins / sizeof *fbuiltins; i++)
    if (!strcmp(name, fbuiltins[i].name)) which = (int)i;
  if (which < 0) return NULL;
  ir_op op = fbuiltins[which].op;
  int n = op == IR_FFMA ? 3 : op == IR_FPOWI || op == IR_FLDEXP ? 2 : 1;
  /* the operand's type: the result's, but signbit's operand is its argument's */
  ir_type *ft = rt;
  if (op == IR_FTOBITS || op == IR_FFROMBITS) {
    ft = bits_operand(c, op, name, rt);
    if (!ft || clang_Cursor_getNumArguments(call) != 1)
      front_unsupported(c, call, "call to '%s' not declared as amend's bit cast", name);
  } else if (op == IR_FSIGNBIT && clang_Cursor_getNumArguments(call) == 1) {
    CXCursor a = clang_Cursor_getArgument(call, 0);
    ft = front_type(c, clang_getCursorType(a), a);
    if (rt->kind != IR_TY_INT) ft = rt;  /* refused below */
  }
  if ((ft->kind != IR_TY_FLOAT && op != IR_FFROMBITS) || clang_Cursor_getNumArguments(call) != n)
    front_unsupported(c, call, "call to '%s' with these arguments", name);
  ir_expr *e = ir_expr_new(c->p, n >= 2 ? IR_BINOP : IR_UNOP, rt, loc);
  e->oploc = (ir_loc){-1, 0, 0, 0, 0};  /* no operator text: never mutated */
  e->op = op;
  ir_type *it = ir_ty_int(c->p, 32, 1);
  for (int i = 0; i < n; i++) {
    CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
    c->nondet_hint = NULL;
    ir_expr *v = front_convert(c, front_expr(c, a), i == 1 && op != IR_FFMA ? it : ft, 1, a);
    if (i == 0) e->a = v;
    else if (i == 1) e->b = v;
    else e->c = v;
  }
  return e;
}

ir_expr *front_builtin(front_ctx *c, CXCursor call, const char *name) {
  if (c->lenient) return NULL;
  if (!strncmp(name, "__builtin_", 10) || !strncmp(name, "__amend_", 8)) {
    ir_type *rt = front_type(c, clang_getCursorType(call), call);
    ir_expr *f = float_builtin(c, call, name, rt, front_loc(c, call));
    if (f) return f;
  }
  if (strncmp(name, "__builtin_", 10) != 0) return NULL;
  int which = -1;
  for (size_t i = 0; i < sizeof builtins / sizeof *builtins; i++)
    if (!strcmp(name, builtins[i].name)) which = (int)i;
  if (which < 0 || clang_Cursor_getNumArguments(call) != 1) return NULL;
  ir_type *rt = front_type(c, clang_getCursorType(call), call);
  ir_loc loc = front_loc(c, call);
  int64_t v;
  if (front_eval_int(call, &v)) {
    ir_expr *e = ir_expr_new(c->p, IR_CONST, rt, loc);
    e->ival = v;
    return e;
  }
  if (!c->fn) front_unsupported(c, call, "'%s' outside a function", name);
  bi_ctx x = {c, loc, ir_ty_int(c->p, builtins[which].bits, builtins[which].is_signed), NULL};
  if (builtins[which].kind == BI_BSWAP && x.t->bits < 32) x.t = ir_ty_int(c->p, 32, 0);
  x.arg = ir_add_var(c->p, "__builtin_arg", x.t, IR_LOCAL, c->fn);
  x.arg->loc = loc;
  CXCursor a = clang_Cursor_getArgument(call, 0);
  c->nondet_hint = NULL;
  ir_expr *set = node(&x, IR_ASSIGN, x.t);
  set->a = arg(&x);
  set->b = front_convert(c, front_expr(c, a), x.t, 1, a);
  ir_expr *r = lower(&x, builtins[which].kind, builtins[which].bits);
  ir_expr *e = node(&x, IR_COMMA, rt);
  e->a = set;
  e->b = front_convert(c, r, rt, 1, call);
  return e;
}

/* front_expr.c - lowering of C expressions (calls: front_call.c; initialisers:
 * front_init.c).
 *
 * libclang shows implicit conversions only as CXCursor_UnexposedExpr with one
 * child; the conversion is recovered by comparing the IR type of the lowered
 * child with the type clang gives the wrapper (equal types: an
 * lvalue-to-rvalue or qualifier change, which the IR does not represent). */
#include <stdlib.h>
#include <string.h>

#include "front/front_internal.h"

static ir_expr *mk(front_ctx *c, ir_exkind k, ir_type *t, ir_loc loc) {
  return ir_expr_new(c->p, k, t, loc);
}

static ir_type *cur_type(front_ctx *c, CXCursor cur) {
  return front_type(c, clang_getCursorType(cur), cur);
}

/* Two's complement value of v in type t's width. */
static int64_t normalize(const ir_type *t, int64_t v) {
  if (t->kind != IR_TY_INT) return v;
  if (t->is_bool) return v != 0;
  if (t->bits >= 64) return v;
  uint64_t mask = (UINT64_C(1) << t->bits) - 1, u = (uint64_t)v & mask;
  if (t->is_signed && (u >> (t->bits - 1))) u |= ~mask;
  return (int64_t)u;
}

ir_expr *front_const(front_ctx *c, ir_type *t, int64_t v, ir_loc loc) {
  ir_expr *e = mk(c, IR_CONST, t, loc);
  e->ival = normalize(t, v);
  return e;
}

static ir_expr *mk_const(front_ctx *c, ir_type *t, int64_t v, ir_loc loc) {
  return front_const(c, t, v, loc);
}

int front_eval_int(CXCursor cur, int64_t *out) {
  CXEvalResult r = clang_Cursor_Evaluate(cur);
  if (!r) return 0;
  int ok = clang_EvalResult_getKind(r) == CXEval_Int;
  if (ok)
    *out = clang_EvalResult_isUnsignedInt(r) ? (int64_t)clang_EvalResult_getAsUnsigned(r)
                                             : (int64_t)clang_EvalResult_getAsLongLong(r);
  clang_EvalResult_dispose(r);
  return ok;
}

/* A short piece of the source for messages about odd expressions. */
static const char *snippet(front_ctx *c, CXCursor cur) {
  ir_loc l = front_loc(c, cur);
  unsigned len;
  const char *t = front_text(c, &len);
  unsigned n = l.end - l.off;
  if (n > 40) n = 40;
  char *s = ir_alloc(c->p, n + 1);
  for (unsigned i = 0; i < n && l.off + i < len; i++) {
    char ch = t[l.off + i];
    s[i] = (ch == '\n' || ch == '\t' || ch == 0) ? ' ' : ch;
  }
  return s;
}

/* ---- operator tokens ----------------------------------------------------- */

/* Skip blanks, comments and line continuations from off. */
static unsigned skip_blank(const char *t, unsigned len, unsigned off) {
  while (off < len) {
    char ch = t[off];
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v') {
      off++;
    } else if (ch == '\\' && off + 1 < len && (t[off + 1] == '\n' || t[off + 1] == '\r')) {
      off += 2;
    } else if (ch == '/' && off + 1 < len && t[off + 1] == '*') {
      off += 2;
      while (off + 1 < len && !(t[off] == '*' && t[off + 1] == '/')) off++;
      off = off + 2 <= len ? off + 2 : len;
    } else if (ch == '/' && off + 1 < len && t[off + 1] == '/') {
      while (off < len && t[off] != '\n') off++;
    } else {
      break;
    }
  }
  return off;
}

/* The range of operator `op` if it is the first token at or after off;
 * otherwise (macro expansions) the fallback range. */
static ir_loc op_token(front_ctx *c, unsigned off, const char *op, ir_loc fallback) {
  unsigned len;
  const char *t = front_text(c, &len);
  if (fallback.line == 0) return fallback;
  unsigned at = skip_blank(t, len, off);
  size_t n = strlen(op);
  if (at + n <= len && at >= fallback.off && at + n <= fallback.end && memcmp(t + at, op, n) == 0)
    return front_loc_at(c, at, at + (unsigned)n);
  return fallback;
}

/* ---- conversions --------------------------------------------------------- */

static ir_expr *null_ptr(front_ctx *c, ir_type *t, ir_loc loc) {
  return mk_const(c, t, 0, loc);
}

static int is_zero_const(const ir_expr *e) {
  return e->kind == IR_CONST && e->ival == 0 && ir_is_scalar(e->type);
}

ir_expr *front_convert(front_ctx *c, ir_expr *e, ir_type *t, int implicit, CXCursor at) {
  ir_type *s = e->type;
  if (t->kind == IR_TY_VOID && !t->opaque) return e;  /* value discarded */
  if (front_ty_same(s, t)) return e;
  if (t->kind == IR_TY_PTR && is_zero_const(e)) return null_ptr(c, t, e->loc);
  if (s->kind == IR_TY_PTR && t->kind == IR_TY_PTR && ir_is_funcptr(s) != ir_is_funcptr(t))
    front_unsupported(c, at, "conversion between a function pointer and an object pointer");
  if (e->kind == IR_ALLOC && front_ty_same(front_heap_type(c, e, t)->type, t)) return e;
  /* libclang types an array parameter's uses with the declared array type;
   * the object itself is the adjusted pointer */
  if (s->kind == IR_TY_PTR && t->kind == IR_TY_ARRAY && front_ty_same(s->elem, t->elem)) return e;
  if (s->kind == IR_TY_ARRAY && t->kind == IR_TY_PTR) {
    ir_expr *d = mk(c, IR_DECAY, ir_ty_ptr(c->p, s->elem), e->loc);
    d->a = e;
    return front_convert(c, d, t, implicit, at);
  }
  if ((ir_is_arith(s) && ir_is_arith(t)) || (s->kind == IR_TY_PTR && t->kind == IR_TY_PTR)) {
    ir_expr *k = mk(c, IR_CAST, t, e->loc);
    k->a = e;
    k->implicit = implicit;
    return k;
  }
  if (s->kind == IR_TY_PTR && t->kind == IR_TY_INT && t->is_bool) {
    /* p -> _Bool is p != 0 */
    ir_expr *ne = mk(c, IR_BINOP, ir_ty_int(c->p, 32, 1), e->loc);
    ne->op = IR_NE;
    ne->a = e;
    ne->b = null_ptr(c, s, e->loc);
    return front_convert(c, ne, t, implicit, at);
  }
  if (s->kind == IR_TY_INT && t->kind == IR_TY_PTR) {
    if (ir_is_funcptr(t)) front_unsupported(c, at, "integer to function pointer conversion");
    if (e->kind == IR_NONDET && e->implicit && !c->lenient) return front_heap_fresh(c, e, t, at);
    /* a pointer to no object: copied and compared, never dereferenced */
    ir_expr *k = mk(c, IR_CAST, t, e->loc);
    k->a = e;
    k->implicit = implicit;
    return k;
  }
  if (s->kind == IR_TY_PTR && t->kind == IR_TY_INT)
    front_unsupported(c, at, "pointer to integer conversion");
  front_unsupported(c, at, "conversion from '%s' to '%s'", s->name ? s->name : "?",
                    t->name ? t->name : "?");
}

/* A float or double constant of value v. */
ir_expr *front_fconst(front_ctx *c, ir_type *t, double v, ir_loc loc) {
  ir_expr *e = mk(c, IR_CONST, t, loc);
  e->fval = t->bits == 32 ? (double)(float)v : v;
  return e;
}

/* clang's evaluated value of a constant of floating type (a literal, hex
 * floats included, or a folded builtin such as __builtin_inff()): exact,
 * since every float and double value is a double. */
int front_eval_float(CXCursor cur, double *out) {
  CXEvalResult r = clang_Cursor_Evaluate(cur);
  if (!r) return 0;
  int ok = clang_EvalResult_getKind(r) == CXEval_Float;
  if (ok) *out = clang_EvalResult_getAsDouble(r);
  clang_EvalResult_dispose(r);
  return ok;
}

ir_expr *front_float_literal(front_ctx *c, CXCursor cur) {
  ir_type *t = cur_type(c, cur);
  double v;
  if (t->kind != IR_TY_FLOAT || !front_eval_float(cur, &v)) front_unsupported(c, cur, "floating-point literal");
  return front_fconst(c, t, v, front_loc(c, cur));
}

static int array_kind(enum CXTypeKind k) {
  return k == CXType_ConstantArray || k == CXType_IncompleteArray || k == CXType_VariableArray ||
         k == CXType_DependentSizedArray;
}

/* Lower child and convert it to the type of cursor `as` (a cast node):
 * an integer constant expression equal to 0 becomes a null pointer. */
static ir_expr *cast_child(front_ctx *c, CXCursor child, CXCursor as, int implicit) {
  if (implicit && array_kind(clang_getCanonicalType(clang_getCursorType(as)).kind)) {
    /* uses of an array parameter (int a[], int m[][3]) keep the declared
     * array type in libclang; the parameter object is the adjusted pointer */
    ir_expr *e = front_expr(c, child);
    if (e->type->kind == IR_TY_PTR) return e;
    return front_convert(c, e, cur_type(c, as), implicit, as);
  }
  ir_type *t = cur_type(c, as);
  if (t->kind == IR_TY_PTR) {
    CXType ct = clang_getCanonicalType(clang_getCursorType(child));
    int64_t v;
    if (ct.kind != CXType_Pointer && ct.kind != CXType_ConstantArray &&
        ct.kind != CXType_IncompleteArray && front_eval_int(child, &v) && v == 0)
      return null_ptr(c, t, front_loc(c, implicit ? child : as));
  }
  ir_expr *e = front_expr(c, child);
  if (t->kind == IR_TY_PTR && e->kind == IR_CONST && e->type->kind == IR_TY_PTR && !implicit)
    return null_ptr(c, t, front_loc(c, as));
  ir_expr *r = front_convert(c, e, t, implicit, as);
  if (!implicit) {
    if (r == e && t->kind != IR_TY_VOID && ir_is_scalar(t)) {
      r = mk(c, IR_CAST, t, e->loc);  /* a written cast stays visible */
      r->a = e;
    }
    if (r != e) r->loc = r->oploc = front_loc(c, as);
  }
  return r;
}

/* ---- operators ----------------------------------------------------------- */

static ir_op binop_of(enum CXBinaryOperatorKind k, const char **sp) {
  static const struct { enum CXBinaryOperatorKind k; ir_op op; const char *s; } tab[] = {
      {CXBinaryOperator_Mul, IR_MUL, "*"},       {CXBinaryOperator_Div, IR_DIV, "/"},
      {CXBinaryOperator_Rem, IR_REM, "%"},       {CXBinaryOperator_Add, IR_ADD, "+"},
      {CXBinaryOperator_Sub, IR_SUB, "-"},       {CXBinaryOperator_Shl, IR_SHL, "<<"},
      {CXBinaryOperator_Shr, IR_SHR, ">>"},      {CXBinaryOperator_LT, IR_LT, "<"},
      {CXBinaryOperator_GT, IR_GT, ">"},         {CXBinaryOperator_LE, IR_LE, "<="},
      {CXBinaryOperator_GE, IR_GE, ">="},        {CXBinaryOperator_EQ, IR_EQ, "=="},
      {CXBinaryOperator_NE, IR_NE, "!="},        {CXBinaryOperator_And, IR_AND, "&"},
      {CXBinaryOperator_Xor, IR_XOR, "^"},       {CXBinaryOperator_Or, IR_OR, "|"},
      {CXBinaryOperator_MulAssign, IR_MUL, "*="}, {CXBinaryOperator_DivAssign, IR_DIV, "/="},
      {CXBinaryOperator_RemAssign, IR_REM, "%="}, {CXBinaryOperator_AddAssign, IR_ADD, "+="},
      {CXBinaryOperator_SubAssign, IR_SUB, "-="}, {CXBinaryOperator_ShlAssign, IR_SHL, "<<="},
      {CXBinaryOperator_ShrAssign, IR_SHR, ">>="}, {CXBinaryOperator_AndAssign, IR_AND, "&="},
      {CXBinaryOperator_XorAssign, IR_XOR, "^="}, {CXBinaryOperator_OrAssign, IR_OR, "|="},
      {CXBinaryOperator_Assign, IR_NOP, "="},    {CXBinaryOperator_LAnd, IR_NOP, "&&"},
      {CXBinaryOperator_LOr, IR_NOP, "||"},      {CXBinaryOperator_Comma, IR_NOP, ","}};
  for (size_t i = 0; i < sizeof tab / sizeof *tab; i++)
    if (tab[i].k == k) {
      *sp = tab[i].s;
      return tab[i].op;
    }
  *sp = NULL;
  return IR_NOP;
}

/* Is cur a null pointer constant (0, NULL, (void *)0)?  Decided on the
 * cursor, so that an operand that is not one is lowered only once. */
static int null_constant(front_ctx *c, CXCursor cur) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(cur);
    CXCursor *g;
    if (k == CXCursor_IntegerLiteral) {
      int64_t v;
      return front_eval_int(cur, &v) && v == 0;
    }
    if ((k != CXCursor_ParenExpr && k != CXCursor_CStyleCastExpr && k != CXCursor_UnexposedExpr) ||
        front_expr_children(c, cur, &g) != 1)
      return 0;
    cur = g[0];
  }
}

/* `s[i] != NULL`, a character compared with NULL (old code does it all the
 * time): clang converts the integer to a pointer; the comparison means
 * s[i] != 0, which is what it becomes.  NULL if cur is not of that form. */
static ir_expr *int_vs_null(front_ctx *c, CXCursor *k, ir_op op, ir_type *t, ir_loc loc) {
  for (int i = 0; i < 2; i++) {
    CXCursor *g;
    if (clang_getCursorKind(k[i]) != CXCursor_UnexposedExpr || front_expr_children(c, k[i], &g) != 1) continue;
    CXType it = clang_getCanonicalType(clang_getCursorType(g[0]));
    if (it.kind < CXType_Bool || it.kind > CXType_Int128) continue;  /* not an integer */
    if (!null_constant(c, k[1 - i])) return NULL;
    c->nondet_hint = NULL;
    ir_expr *other = front_expr(c, k[1 - i]);
    c->nondet_hint = NULL;
    ir_expr *x = front_expr(c, g[0]);
    ir_type *pt = front_ty_promote(c, x->type);
    x = front_convert(c, x, pt, 1, g[0]);
    ir_expr *zero = mk_const(c, pt, 0, other->loc);
    ir_expr *e = mk(c, IR_BINOP, t, loc);
    e->op = op;
    e->a = i == 0 ? x : zero;
    e->b = i == 0 ? zero : x;
    return e;
  }
  return NULL;
}

static ir_expr *lower_binary(front_ctx *c, CXCursor cur) {
  CXCursor *k;
  if (front_expr_children(c, cur, &k) != 2) front_unsupported(c, cur, "binary operator");
  enum CXBinaryOperatorKind bk = clang_getCursorBinaryOperatorKind(cur);
  const char *sp;
  ir_op op = binop_of(bk, &sp);
  if (!sp) front_unsupported(c, cur, "binary operator '%s'", snippet(c, cur));
  ir_loc loc = front_loc(c, cur);
  ir_loc oploc = op_token(c, front_loc(c, k[0]).end, sp, loc);
  ir_type *t = cur_type(c, cur);
  int compound = clang_getCursorKind(cur) == CXCursor_CompoundAssignOperator;

  if (bk == CXBinaryOperator_Assign || compound) {
    c->nondet_hint = NULL;
    ir_expr *a = front_expr(c, k[0]);
    c->nondet_hint = (bk == CXBinaryOperator_Assign && a->kind == IR_VAR) ? a->var->name : NULL;
    ir_expr *b = front_expr(c, k[1]);
    c->nondet_hint = NULL;
    ir_expr *e = mk(c, IR_ASSIGN, a->type, loc);
    e->oploc = oploc;
    e->a = a;
    if (!compound) {
      if (a->type->kind == IR_TY_ARRAY) front_unsupported(c, cur, "array assignment");
      e->b = front_convert(c, b, a->type, 1, k[1]);
      return e;
    }
    e->op = op;
    if (a->type->kind == IR_TY_PTR) {
      if ((op != IR_ADD && op != IR_SUB) || ir_is_funcptr(a->type))
        front_unsupported(c, cur, "pointer compound assignment");
      e->ctype = a->type;
      e->b = b;
    } else if (op == IR_SHL || op == IR_SHR) {
      e->ctype = front_ty_promote(c, a->type);
      e->b = front_convert(c, b, front_ty_promote(c, b->type), 1, k[1]);
    } else {
      e->ctype = front_ty_common(c, a->type, b->type);
      e->b = front_convert(c, b, e->ctype, 1, k[1]);
    }
    if (a->type->opaque ||
        (e->ctype->kind != IR_TY_PTR && (!ir_is_arith(e->ctype) || !ir_is_arith(e->b->type))))
      front_unsupported(c, cur, "compound assignment on non-arithmetic operands");
    if (e->ctype->kind == IR_TY_FLOAT && op != IR_ADD && op != IR_SUB && op != IR_MUL && op != IR_DIV)
      front_unsupported(c, cur, "operator '%s' on floating-point operands", sp);
    return e;
  }

  if ((op == IR_EQ || op == IR_NE) && !c->lenient) {
    ir_expr *e = int_vs_null(c, k, op, t, loc);
    if (e) {
      e->oploc = oploc;
      return e;
    }
  }
  c->nondet_hint = NULL;
  ir_expr *a = front_expr(c, k[0]);
  c->nondet_hint = NULL;
  ir_expr *b = front_expr(c, k[1]);
  ir_expr *e;
  if (bk == CXBinaryOperator_LAnd || bk == CXBinaryOperator_LOr) {
    e = mk(c, bk == CXBinaryOperator_LAnd ? IR_LAND : IR_LOR, t, loc);
    if (!ir_is_scalar(a->type) || !ir_is_scalar(b->type))
      front_unsupported(c, cur, "logical operator on non-scalar operands");
  } else if (bk == CXBinaryOperator_Comma) {
    e = mk(c, IR_COMMA, t, loc);
  } else {
    e = mk(c, IR_BINOP, t, loc);
    e->op = op;
    if (!ir_is_scalar(a->type) || !ir_is_scalar(b->type))
      front_unsupported(c, cur, "operator '%s' on non-scalar operands", sp);
    if ((ir_is_funcptr(a->type) || ir_is_funcptr(b->type)) && !ir_op_is_cmp(op))
      front_unsupported(c, cur, "arithmetic on a function pointer");
    if (op == IR_ADD && b->type->kind == IR_TY_PTR) {  /* i + p: pointer first */
      ir_expr *x = a;
      a = b;
      b = x;
    }
    if (!ir_op_is_cmp(op) && ir_is_arith(a->type) && ir_is_arith(b->type) &&
        op != IR_SHL && op != IR_SHR && ir_is_arith(t)) {
      /* clang already converted both sides; make sure of it */
      a = front_convert(c, a, t, 1, k[0]);
      b = front_convert(c, b, t, 1, k[1]);
    } else if (ir_op_is_cmp(op) && (a->type->kind == IR_TY_FLOAT || b->type->kind == IR_TY_FLOAT)) {
      if (!ir_is_arith(a->type) || !ir_is_arith(b->type))
        front_unsupported(c, cur, "comparison of a floating-point value with a pointer");
      ir_type *ct = front_ty_common(c, a->type, b->type);
      a = front_convert(c, a, ct, 1, k[0]);
      b = front_convert(c, b, ct, 1, k[1]);
    }
    if (t->kind == IR_TY_FLOAT && op != IR_ADD && op != IR_SUB && op != IR_MUL && op != IR_DIV)
      front_unsupported(c, cur, "operator '%s' on floating-point operands", sp);
  }
  e->oploc = oploc;
  e->a = a;
  e->b = b;
  return e;
}

static ir_expr *lower_unary(front_ctx *c, CXCursor cur) {
  CXCursor *k;
  if (front_expr_children(c, cur, &k) != 1) front_unsupported(c, cur, "unary operator");
  enum CXUnaryOperatorKind uk = clang_getCursorUnaryOperatorKind(cur);
  ir_loc loc = front_loc(c, cur);
  ir_loc kl = front_loc(c, k[0]);
  c->nondet_hint = NULL;
  if (uk == CXUnaryOperator_Extension) return front_expr(c, k[0]);
  if ((uk == CXUnaryOperator_AddrOf || uk == CXUnaryOperator_Deref) &&
      front_is_func_operand(cur, k[0], uk == CXUnaryOperator_Deref))
    return front_func_operand(c, cur, k[0], uk == CXUnaryOperator_Deref);
  ir_expr *a = front_expr(c, k[0]), *e;
  switch (uk) {
  case CXUnaryOperator_PostInc:
  case CXUnaryOperator_PostDec:
  case CXUnaryOperator_PreInc:
  case CXUnaryOperator_PreDec: {
    int pre = uk == CXUnaryOperator_PreInc || uk == CXUnaryOperator_PreDec;
    int inc = uk == CXUnaryOperator_PreInc || uk == CXUnaryOperator_PostInc;
    if (!ir_is_scalar(a->type) || ir_is_funcptr(a->type))
      front_unsupported(c, cur, "increment of a non-scalar or function pointer");
    e = mk(c, IR_INCDEC, a->type, loc);
    e->op = inc ? IR_ADD : IR_SUB;
    e->prefix = pre;
    e->oploc = op_token(c, pre ? loc.off : kl.end, inc ? "++" : "--", loc);
    break;
  }
  case CXUnaryOperator_AddrOf:
    /* an opaque type stays whole: no pointer to it */
    if (a->type->opaque) front_unsupported(c, cur, "address of an opaque object");
    e = mk(c, IR_ADDROF, ir_ty_ptr(c->p, a->type), loc);
    e->oploc = op_token(c, loc.off, "&", loc);
    break;
  case CXUnaryOperator_Deref:
    if (a->type->kind != IR_TY_PTR) front_unsupported(c, cur, "dereference of a non-pointer");
    if (a->type->elem->kind == IR_TY_VOID) front_unsupported(c, cur, "dereference of void *");
    e = mk(c, IR_DEREF, a->type->elem, loc);
    e->oploc = op_token(c, loc.off, "*", loc);
    break;
  case CXUnaryOperator_Plus:
  case CXUnaryOperator_Minus:
  case CXUnaryOperator_Not:
  case CXUnaryOperator_LNot: {
    static const char *const sp[] = {"+", "-", "~", "!"};
    static const ir_op ops[] = {IR_PLUS, IR_NEG, IR_BITNOT, IR_LNOT};
    int i = uk == CXUnaryOperator_Plus ? 0 : uk == CXUnaryOperator_Minus ? 1
            : uk == CXUnaryOperator_Not ? 2 : 3;
    ir_type *t = cur_type(c, cur);
    int ok_float = i < 2 && a->type->kind == IR_TY_FLOAT;  /* + and - */
    if (!ir_is_scalar(a->type) || (i < 3 && a->type->kind != IR_TY_INT && !ok_float))
      front_unsupported(c, cur, "operator '%s' on this operand", sp[i]);
    if (i < 3) a = front_convert(c, a, t, 1, k[0]);
    e = mk(c, IR_UNOP, t, loc);
    e->op = ops[i];
    e->oploc = op_token(c, loc.off, sp[i], loc);
    break;
  }
  default: front_unsupported(c, cur, "unary operator '%s'", snippet(c, cur));
  }
  e->a = a;
  return e;
}

static ir_expr *lower_member(front_ctx *c, CXCursor cur) {
  CXCursor *k;
  if (front_expr_children(c, cur, &k) != 1) front_unsupported(c, cur, "member access");
  const char *fname = front_spelling(c, cur);
  c->nondet_hint = NULL;
  ir_expr *a = front_expr(c, k[0]);
  if (a->type->kind == IR_TY_PTR) {  /* p->f is (*p).f */
    ir_expr *d = mk(c, IR_DEREF, a->type->elem, front_loc(c, cur));  /* checks report `p->f` */
    d->a = a;
    a = d;
  }
  ir_type *st = a->type;
  if (st->kind != IR_TY_STRUCT) front_unsupported(c, cur, "member access on a non-struct");
  for (int i = 0; i < st->nfields; i++)
    if (st->fields[i].name && !strcmp(st->fields[i].name, fname)) {
      ir_expr *e = mk(c, IR_MEMBER, st->fields[i].type, front_loc(c, cur));
      e->a = a;
      e->field = i;
      return e;
    }
  front_unsupported(c, cur, "member '%s'", fname);
}

static ir_expr *lower_ref(front_ctx *c, CXCursor cur) {
  CXCursor ref = clang_getCursorReferenced(cur);
  ir_loc loc = front_loc(c, cur);
  switch (clang_getCursorKind(ref)) {
  case CXCursor_EnumConstantDecl: {
    ir_type *t = cur_type(c, cur);
    int64_t v = t->kind == IR_TY_INT && !t->is_signed
                    ? (int64_t)clang_getEnumConstantDeclUnsignedValue(ref)
                    : (int64_t)clang_getEnumConstantDeclValue(ref);
    return mk_const(c, t, v, loc);
  }
  case CXCursor_VarDecl:
  case CXCursor_ParmDecl: {
    ir_var *v = front_find_local(c, ref);
    if (!v && clang_getCursorKind(ref) == CXCursor_VarDecl && clang_Cursor_hasVarDeclGlobalStorage(ref) == 1)
      v = front_global_var(c, ref, cur);
    if (!v) front_unsupported(c, cur, "reference to '%s'", front_spelling(c, cur));
    ir_expr *e = mk(c, IR_VAR, v->type, loc);
    e->var = v;
    return e;
  }
  case CXCursor_FunctionDecl: return front_funcaddr(c, cur, ref);
  default: front_unsupported(c, cur, "reference to '%s'", front_spelling(c, cur));
  }
}

static ir_expr *lower_index(front_ctx *c, CXCursor cur) {
  CXCursor *k;
  if (front_expr_children(c, cur, &k) != 2) front_unsupported(c, cur, "array subscript");
  c->nondet_hint = NULL;
  ir_expr *a = front_expr(c, k[0]);
  c->nondet_hint = NULL;
  ir_expr *b = front_expr(c, k[1]);
  if (b->type->kind == IR_TY_PTR) {  /* i[a] */
    ir_expr *x = a;
    a = b;
    b = x;
  }
  if (a->type->kind != IR_TY_PTR || b->type->kind != IR_TY_INT)
    front_unsupported(c, cur, "array subscript operands");
  if (a->type->elem->kind == IR_TY_VOID || ir_is_funcptr(a->type))
    front_unsupported(c, cur, "subscript of '%s'", snippet(c, k[0]));
  ir_expr *e = mk(c, IR_INDEX, a->type->elem, front_loc(c, cur));
  e->a = a;
  e->b = b;
  return e;
}

/* An implicit conversion node, or some other expression clang does not
 * expose; only the one-child form is understood. */
static ir_expr *lower_unexposed(front_ctx *c, CXCursor cur, const char *hint) {
  CXCursor *k;
  int n = front_children(c, cur, &k);
  if (n != 1 || !clang_isExpression(clang_getCursorKind(k[0]))) {
    int64_t v;
    ir_type *t = cur_type(c, cur);
    if (t->kind == IR_TY_INT && front_eval_int(cur, &v))  /* offsetof, folded by clang */
      return mk_const(c, t, v, front_loc(c, cur));
    if (n >= 1 && clang_getCursorKind(k[0]) == CXCursor_MemberRef)
      front_unsupported(c, cur, "designated initializer");
    front_unsupported(c, cur, "expression '%s'", snippet(c, cur));
  }
  c->nondet_hint = hint;
  return cast_child(c, k[0], cur, 1);
}

ir_expr *front_expr(front_ctx *c, CXCursor cur) {
  return c->lenient ? front_lenient_expr(c, cur) : front_expr_node(c, cur);
}

ir_expr *front_expr_node(front_ctx *c, CXCursor cur) {
  const char *hint = c->nondet_hint;
  c->nondet_hint = NULL;
  front_enter(c, cur);
  ir_expr *e = NULL;
  CXCursor *k;
  switch (clang_getCursorKind(cur)) {
  case CXCursor_UnexposedExpr: e = lower_unexposed(c, cur, hint); break;
  case CXCursor_ParenExpr:
    if (front_expr_children(c, cur, &k) != 1) front_unsupported(c, cur, "parenthesised expression");
    c->nondet_hint = hint;
    e = front_expr(c, k[0]);
    break;
  case CXCursor_IntegerLiteral:
  case CXCursor_CharacterLiteral: {
    int64_t v;
    ir_type *t = cur_type(c, cur);
    if (!front_eval_int(cur, &v)) front_unsupported(c, cur, "integer literal");
    e = mk_const(c, t, v, front_loc(c, cur));
    break;
  }
  case CXCursor_FloatingLiteral: e = front_float_literal(c, cur); break;
  case CXCursor_ImaginaryLiteral: front_unsupported(c, cur, "imaginary literal");
  case CXCursor_StringLiteral:
    if (c->lenient) front_unsupported(c, cur, "string literal");  /* stays opaque */
    e = front_string_literal(c, cur);
    break;
  case CXCursor_DeclRefExpr: e = lower_ref(c, cur); break;
  case CXCursor_BinaryOperator:
  case CXCursor_CompoundAssignOperator: e = lower_binary(c, cur); break;
  case CXCursor_UnaryOperator: e = lower_unary(c, cur); break;
  case CXCursor_ConditionalOperator: {
    if (front_expr_children(c, cur, &k) != 3) front_unsupported(c, cur, "conditional operator");
    ir_type *t = cur_type(c, cur);
    e = mk(c, IR_COND, t, front_loc(c, cur));
    e->a = front_expr(c, k[0]);
    e->b = front_convert(c, front_expr(c, k[1]), t, 1, k[1]);
    e->c = front_convert(c, front_expr(c, k[2]), t, 1, k[2]);
    if (!ir_is_scalar(e->a->type)) front_unsupported(c, cur, "condition of non-scalar type");
    break;
  }
  case CXCursor_CStyleCastExpr: {
    int n = front_expr_children(c, cur, &k);
    if (n < 1) front_unsupported(c, cur, "cast");
    e = cast_child(c, k[n - 1], cur, 0);
    break;
  }
  case CXCursor_CallExpr: e = front_call(c, cur, hint); break;
  case CXCursor_MemberRefExpr: e = lower_member(c, cur); break;
  case CXCursor_ArraySubscriptExpr: e = lower_index(c, cur); break;
  case CXCursor_UnaryExpr: {
    int64_t v;
    ir_type *t = cur_type(c, cur);
    if (!front_eval_int(cur, &v)) front_unsupported(c, cur, "sizeof of a variable-length array");
    e = mk_const(c, t, v, front_loc(c, cur));
    break;
  }
  case CXCursor_InitListExpr: front_unsupported(c, cur, "initializer list in an expression");
  case CXCursor_CompoundLiteralExpr: e = front_compound_literal(c, cur); break;
  case CXCursor_StmtExpr: front_unsupported(c, cur, "statement expression");
  case CXCursor_GenericSelectionExpr: front_unsupported(c, cur, "_Generic selection");
  case CXCursor_AddrLabelExpr: front_unsupported(c, cur, "address of a label");
  default: front_unsupported(c, cur, "%s", front_kind_name(c, cur));
  }
  front_leave(c);
  return e;
}

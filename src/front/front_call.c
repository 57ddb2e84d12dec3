/* front_call.c - lowering of calls: the specification's primitives
 * (assert, assume, nondet_*), calls of defined functions, stdio calls with
 * a literal format (front_stdio.c), the heap's (front_heap.c), compiler
 * intrinsics (front_builtin.c), and calls of functions without a body,
 * whose result is a fresh input as in CBMC. */
#include <string.h>

#include "front/front_internal.h"

int front_is_primitive_name(const char *n) {
  static const char *const names[] = {
      "reach_error", "__assert_fail", "__assert_perror_fail", "__assert", "__assert_rtn", "assert",
      "__CPROVER_assert", "__CPROVER_assume", "__VERIFIER_assume", "__VERIFIER_error",
      "abort", "exit", "_Exit", NULL};
  for (int i = 0; names[i]; i++)
    if (strcmp(n, names[i]) == 0) return 1;
  return 0;
}

static int defined_func(front_ctx *c, CXCursor ref) {
  front_sym *s = front_sym_get(c, front_sym_key(c, ref), 0);
  return s && s->func;
}

front_prim front_classify_call(front_ctx *c, CXCursor call, const char **name) {
  CXCursor ref = clang_getCursorReferenced(call);
  *name = "";
  if (clang_Cursor_isNull(ref) || clang_getCursorKind(ref) != CXCursor_FunctionDecl ||
      !front_direct_callee(c, call))
    return FRONT_P_NONE;
  const char *n = front_spelling(c, ref);
  *name = n;
  if (!strcmp(n, "reach_error") || !strcmp(n, "__assert_fail") || !strcmp(n, "__assert") ||
      !strcmp(n, "__assert_perror_fail") || !strcmp(n, "__assert_rtn") ||
      !strcmp(n, "__VERIFIER_error"))
    return FRONT_P_ERROR;
  if (!strcmp(n, "assert")) return FRONT_P_ASSERT;
  if (!strcmp(n, "__CPROVER_assert")) return FRONT_P_CPROVER_ASSERT;
  if (!strcmp(n, "__CPROVER_assume") || !strcmp(n, "__VERIFIER_assume")) return FRONT_P_ASSUME;
  if (!strcmp(n, "abort") || !strcmp(n, "exit") || !strcmp(n, "_Exit")) return FRONT_P_ABORT;
  int def = defined_func(c, ref);
  if (!strcmp(n, "__VERIFIER_assert") && !def) return FRONT_P_ASSERT;
  if (!strcmp(n, "assume_abort_if_not") && !def) return FRONT_P_ASSUME;
  if (def) return FRONT_P_CALL;
  if (!strncmp(n, "nondet_", 7) || !strncmp(n, "__VERIFIER_nondet_", 18)) return FRONT_P_NONDET;
  return FRONT_P_UNDEF;
}

/* Type of a nondet function: from its name where clang may only know the
 * implicit `int ()`, else from its declaration. */
static ir_type *nondet_type(front_ctx *c, const char *name, CXCursor call) {
  static const struct { const char *suffix; int bits, is_signed; } tab[] = {
      {"int", 32, 1},      {"uint", 32, 0},      {"unsigned", 32, 0}, {"unsigned_int", 32, 0},
      {"u32", 32, 0},      {"char", 8, 1},       {"uchar", 8, 0},     {"unsigned_char", 8, 0},
      {"u8", 8, 0},        {"short", 16, 1},     {"ushort", 16, 0},   {"u16", 16, 0},
      {"long", 64, 1},     {"ulong", 64, 0},     {"longlong", 64, 1}, {"long_long", 64, 1},
      {"ulonglong", 64, 0}, {"size_t", 64, 0},   {"loff_t", 64, 1},   {"sector_t", 64, 0},
      {"u64", 64, 0},      {"bool", 1, 0},       {"_Bool", 1, 0},     {NULL, 0, 0}};
  const char *suf = !strncmp(name, "nondet_", 7) ? name + 7 : name + 18;
  for (int i = 0; tab[i].suffix; i++)
    if (!strcmp(suf, tab[i].suffix))
      return tab[i].bits == 1 ? ir_ty_bool(c->p) : ir_ty_int(c->p, tab[i].bits, tab[i].is_signed);
  if (!strcmp(suf, "float") || !strcmp(suf, "double")) return ir_ty_float(c->p, suf[0] == 'd' ? 64 : 32);
  ir_type *t = front_type(c, clang_getCursorType(call), call);
  if (!ir_is_arith(t))
    front_unsupported(c, call, "nondeterministic value of type '%s'", t->name ? t->name : "?");
  return t;
}

ir_expr *front_cond_arg(front_ctx *c, CXCursor arg) {
  /* drop the conversion to the parameter type: a condition is any scalar */
  for (;;) {
    if (clang_getCursorKind(arg) != CXCursor_UnexposedExpr) break;
    CXCursor *k;
    if (front_children(c, arg, &k) != 1 || !clang_isExpression(clang_getCursorKind(k[0]))) break;
    CXType ct = clang_getCanonicalType(clang_getCursorType(k[0]));
    if (ct.kind == CXType_ConstantArray || ct.kind == CXType_FunctionProto ||
        ct.kind == CXType_FunctionNoProto || ct.kind == CXType_IncompleteArray)
      break;
    arg = k[0];
  }
  c->nondet_hint = NULL;
  ir_expr *e = front_expr(c, arg);
  if (!front_cond_ok(c, e)) front_unsupported(c, arg, "condition of non-scalar type");
  return e;
}

/* The n arguments of call cur, each converted to f's parameter type (no
 * conversion past f's parameters, or without f: their values are dropped). */
static ir_expr **call_args(front_ctx *c, CXCursor cur, int n, const ir_func *f) {
  ir_expr **args = ir_alloc(c->p, sizeof *args * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++) {
    CXCursor a = clang_Cursor_getArgument(cur, (unsigned)i);
    if (clang_Cursor_isNull(a)) front_unsupported(c, cur, "call argument");
    c->nondet_hint = NULL;
    ir_expr *v = front_expr(c, a);
    args[i] = f && i < f->nparams ? front_convert(c, v, f->params[i]->type, 1, a) : v;
  }
  return args;
}

/* A call to a function without a body (and without a library model): as
 * in CBMC, its result is a fresh input of the call's type.  The arguments
 * are still evaluated, for their side effects.  Results that are not
 * integers (a pointer would have to point somewhere) stay unsupported. */
static ir_expr *undefined_call(front_ctx *c, CXCursor cur, const char *name, const char *hint) {
  ir_type *t = front_type(c, clang_getCursorType(cur), cur);
  /* an inline function of a header has a body: a fresh value would lose it */
  CXCursor def = clang_getCursorDefinition(clang_getCursorReferenced(cur));
  if (!clang_Cursor_isNull(def))
    front_unsupported(c, cur, "call to '%s', defined in a header", name);
  if (t->opaque || (!ir_is_arith(t) && t->kind != IR_TY_VOID)) {
    CXString ts = clang_getTypeSpelling(clang_getCursorType(cur));
    const char *tn = ir_strdup(c->p, clang_getCString(ts));
    clang_disposeString(ts);
    front_unsupported(c, cur, "call to '%s', which has no body, returning '%s'", name, tn);
  }
  int n = clang_Cursor_getNumArguments(cur);
  ir_expr *e = ir_expr_new(c->p, IR_NONDET, t, front_loc(c, cur));
  e->name = ir_strdup(c->p, hint ? hint : name);
  CXType ft = clang_getCanonicalType(clang_getCursorType(clang_getCursorReferenced(cur)));
  e->implicit = ft.kind == CXType_FunctionNoProto;
  e->nargs = n > 0 ? n : 0;
  e->args = call_args(c, cur, e->nargs, NULL);
  ir_note_undef(c->p, name);
  return e;
}

ir_expr *front_call(front_ctx *c, CXCursor cur, const char *hint) {
  const char *name;
  ir_expr *pre = NULL;  /* run before the call */
  front_prim k = front_classify_call(c, cur, &name);
  switch (k) {
  case FRONT_P_NONE:
    if (c->lenient) return front_opaque_call(c, cur, "");
    return front_call_ptr(c, cur);
  case FRONT_P_UNDEF:
    if (!strcmp(name, "__builtin_expect") && clang_Cursor_getNumArguments(cur) == 2) {
      /* a branch hint: its value is the first argument */
      c->nondet_hint = NULL;
      CXCursor a = clang_Cursor_getArgument(cur, 0);
      return front_convert(c, front_expr(c, a), front_type(c, clang_getCursorType(cur), cur), 1, a);
    }
    {
      ir_expr *bi = front_builtin(c, cur, name);  /* compiler intrinsics */
      if (bi) return bi;
    }
    if (c->lenient) return front_opaque_call(c, cur, name);
    if (front_heap_name(name)) return front_heap_call(c, cur, name);
    if (!c->strict) return undefined_call(c, cur, name, hint);
    front_unsupported(c, cur, "call to undefined function '%s'", name);
  case FRONT_P_NONDET: {
    if (clang_Cursor_getNumArguments(cur) > 0)
      front_unsupported(c, cur, "nondet function '%s' with arguments", name);
    ir_expr *e = ir_expr_new(c->p, IR_NONDET, nondet_type(c, name, cur), front_loc(c, cur));
    e->name = ir_strdup(c->p, hint ? hint : name);
    return e;
  }
  case FRONT_P_CALL: {
    ir_expr *io = c->lenient ? NULL : front_stdio_call(c, cur, name);
    if (io) return io;
    pre = c->lenient ? NULL : front_stdio_noarg(c, cur, name);
    break;
  }
  default:
    if (c->lenient) return front_opaque_call(c, cur, name);
    front_unsupported(c, cur, "call to '%s' inside an expression", name);
  }
  CXCursor ref = clang_getCursorReferenced(cur);
  ir_func *f = front_sym_get(c, front_sym_key(c, ref), 0)->func;
  int n = clang_Cursor_getNumArguments(cur);
  if (n != f->nparams && c->lenient) return front_opaque_call(c, cur, name);  /* variadic */
  if (n != f->nparams && !(f->variadic && n > f->nparams))
    front_unsupported(c, cur, "call to '%s' with %d arguments (it takes %d)", name, n, f->nparams);
  ir_expr *e = ir_expr_new(c->p, IR_CALL, f->ret, front_loc(c, cur));
  e->callee = f;
  e->nargs = n;
  e->args = call_args(c, cur, n, f);
  if (pre) {
    ir_expr *both = ir_expr_new(c->p, IR_COMMA, e->type, e->loc);
    both->oploc = pre->loc;  /* made up: no operator text */
    both->a = pre;
    both->b = e;
    e = both;
  }
  /* a C89 call without a declaration in scope is typed int by clang; the
   * value is the definition's, converted as that call site expects */
  ir_type *ct = front_type(c, clang_getCursorType(cur), cur);
  if (!c->lenient && !front_ty_same(ct, f->ret) && ct->kind != IR_TY_VOID) {
    /* `gets(s)`, which C11's <stdio.h> no longer declares: the pointer
     * comes back as an int, its address's low bits, which no program can
     * use but as zero or not (`while (gets(s))`); it is that, p != 0 */
    if (f->ret->kind == IR_TY_PTR && ct->kind == IR_TY_INT) e = front_convert(c, e, ir_ty_bool(c->p), 1, cur);
    return front_convert(c, e, ct, 1, cur);
  }
  return e;
}

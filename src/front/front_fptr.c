/* front_fptr.c - function pointers.
 *
 * A function designator used as a value (`f`, `&f`, `*f`) is lowered as
 * IR_FUNCADDR, a pointer to the function; `*p` on a function pointer is p
 * itself, so the IR never holds an expression of function type.  A call
 * through a pointer becomes IR_CALLPTR, which the encoder dispatches over
 * the functions the pointer may target.  Lenient mode keeps function
 * pointers opaque (the repair engines there never need to see through
 * them). */
#include <string.h>

#include "front/front_internal.h"

static int is_func_type(CXType t) {
  t = clang_getCanonicalType(t);
  return t.kind == CXType_FunctionProto || t.kind == CXType_FunctionNoProto;
}

ir_type *front_func_type(front_ctx *c, CXType t, CXCursor at) {
  t = clang_getCanonicalType(t);
  if (c->lenient) front_unsupported(c, at, "function pointer");
  /* an unprototyped `int ()` is taken as `int (void)`; a call through it
   * with arguments is refused for the count */
  int n = t.kind == CXType_FunctionProto ? clang_getNumArgTypes(t) : 0;
  if (n < 0) front_unsupported(c, at, "function type");
  if (t.kind == CXType_FunctionProto && clang_isFunctionTypeVariadic(t))
    front_unsupported(c, at, "pointer to a variadic function");
  ir_type *ret = front_type(c, clang_getResultType(t), at);
  if (ret->kind == IR_TY_ARRAY) front_unsupported(c, at, "function returning an array");
  ir_type *ft = ir_ty_func(c->p, ret, n);
  for (int i = 0; i < n; i++) {
    CXType pt = clang_getCanonicalType(clang_getArgType(t, (unsigned)i));
    if (pt.kind == CXType_ConstantArray || pt.kind == CXType_IncompleteArray)
      ft->params[i] = ir_ty_ptr(c->p, front_type(c, clang_getArrayElementType(pt), at));
    else
      ft->params[i] = front_type(c, pt, at);
    if (ft->params[i]->kind == IR_TY_VOID) front_unsupported(c, at, "parameter of type void");
  }
  return ft;
}

ir_expr *front_funcaddr(front_ctx *c, CXCursor ref_expr, CXCursor decl) {
  const char *name = front_spelling(c, decl);
  if (c->lenient) front_unsupported(c, ref_expr, "function pointer");
  if (front_is_primitive_name(name)) front_unsupported(c, ref_expr, "address of '%s'", name);
  front_sym *s = front_sym_get(c, front_sym_key(c, decl), 0);
  if (!s || !s->func)
    front_unsupported(c, ref_expr, "address of function '%s', which has no body", name);
  ir_func *f = s->func;
  ir_expr *e = ir_expr_new(c->p, IR_FUNCADDR, ir_ty_ptr(c->p, ir_func_type(c->p, f)),
                           front_loc(c, ref_expr));
  e->callee = f;
  return e;
}

ir_expr *front_func_operand(front_ctx *c, CXCursor unop, CXCursor operand, int deref) {
  if (c->lenient) front_unsupported(c, unop, "function pointer");
  ir_expr *a = front_expr(c, operand);
  if (!ir_is_funcptr(a->type)) front_unsupported(c, unop, "function designator");
  if (!deref && a->kind == IR_FUNCADDR) {
    /* &f: the same pointer, spanning the whole `&f` */
    ir_expr *e = ir_expr_new(c->p, IR_FUNCADDR, a->type, front_loc(c, unop));
    e->callee = a->callee;
    return e;
  }
  return a;
}

int front_is_func_operand(CXCursor unop, CXCursor operand, int deref) {
  return is_func_type(clang_getCursorType(deref ? unop : operand));
}

int front_direct_callee(front_ctx *c, CXCursor call) {
  CXCursor *k;
  if (front_expr_children(c, call, &k) < 1) return 1;
  CXCursor e = k[0];
  for (;;) {
    enum CXCursorKind kind = clang_getCursorKind(e);
    if (kind == CXCursor_DeclRefExpr)
      return clang_getCursorKind(clang_getCursorReferenced(e)) == CXCursor_FunctionDecl;
    if ((kind != CXCursor_UnexposedExpr && kind != CXCursor_ParenExpr) ||
        front_expr_children(c, e, &k) != 1)
      return 0;
    e = k[0];
  }
}

ir_expr *front_call_ptr(front_ctx *c, CXCursor call) {
  CXCursor *k;
  if (front_expr_children(c, call, &k) < 1) front_unsupported(c, call, "call");
  c->nondet_hint = NULL;
  ir_expr *fp = front_expr(c, k[0]);
  if (!ir_is_funcptr(fp->type)) front_unsupported(c, call, "call through a non-function");
  ir_type *ft = fp->type->elem;
  int n = clang_Cursor_getNumArguments(call);
  if (n != ft->nparams)
    front_unsupported(c, call, "call through a function pointer with %d arguments (its type takes %d)",
                      n, ft->nparams);
  ir_expr *e = ir_expr_new(c->p, IR_CALLPTR, ft->elem, front_loc(c, call));
  e->a = fp;
  e->nargs = n;
  e->args = ir_alloc(c->p, sizeof *e->args * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++) {
    CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
    if (clang_Cursor_isNull(a)) front_unsupported(c, call, "call argument");
    c->nondet_hint = NULL;
    e->args[i] = front_convert(c, front_expr(c, a), ft->params[i], 1, a);
  }
  return e;
}

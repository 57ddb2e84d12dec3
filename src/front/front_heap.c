/* front_heap.c - malloc, calloc, realloc, alloca, free and variable-length
 * arrays.  A heap call becomes IR_ALLOC / IR_FREE; the block's element
 * type is the pointer type the result is converted to, which C states one
 * node up (`int *a = malloc(...)`), so front_convert retypes the node
 * through front_heap_type. */
#include <string.h>

#include "front/front_internal.h"

int front_heap_name(const char *n) {
  return !strcmp(n, "malloc") || !strcmp(n, "calloc") || !strcmp(n, "realloc") || !strcmp(n, "free") ||
         !strcmp(n, "alloca") || !strcmp(n, "__builtin_alloca");
}

static ir_expr *arg(front_ctx *c, CXCursor call, int i) {
  CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
  if (clang_Cursor_isNull(a)) front_unsupported(c, call, "call argument");
  c->nondet_hint = NULL;
  return front_expr(c, a);
}

static ir_expr *size_arg(front_ctx *c, CXCursor call, int i) {
  ir_expr *e = arg(c, call, i);
  if (e->type->kind != IR_TY_INT) front_unsupported(c, call, "allocation size that is not an integer");
  return front_convert(c, e, front_ty_size(c), 1, clang_Cursor_getArgument(call, (unsigned)i));
}

ir_expr *front_heap_call(front_ctx *c, CXCursor call, const char *name) {
  int n = clang_Cursor_getNumArguments(call);
  ir_loc loc = front_loc(c, call);
  int is_free = !strcmp(name, "free"), is_calloc = !strcmp(name, "calloc");
  int is_realloc = !strcmp(name, "realloc");
  int want = is_calloc || is_realloc ? 2 : 1;
  if (n != want) front_unsupported(c, call, "call to '%s' with %d arguments", name, n);
  if (is_free) {
    ir_expr *e = ir_expr_new(c->p, IR_FREE, ir_ty_void(c->p), loc);
    e->a = arg(c, call, 0);
    if (e->a->type->kind != IR_TY_PTR) front_unsupported(c, call, "free of a value that is not a pointer");
    return e;
  }
  /* without <stdlib.h> clang types an implicit declaration as int */
  CXType rt = clang_getCanonicalType(clang_getCursorType(call));
  if (rt.kind != CXType_Pointer) front_unsupported(c, call, "'%s' without its declaration", name);
  ir_expr *e = ir_expr_new(c->p, IR_ALLOC, ir_ty_ptr(c->p, ir_ty_void(c->p)), loc);
  e->name = ir_strdup(c->p, name);
  e->heap = is_calloc ? IR_HEAP_CALLOC : is_realloc ? IR_HEAP_REALLOC : strstr(name, "alloca") ? IR_HEAP_ALLOCA
                                                                                               : IR_HEAP_MALLOC;
  e->nargs = n;
  e->args = ir_alloc(c->p, sizeof *e->args * (size_t)n);
  for (int i = 0; i < n; i++) {
    if (is_realloc && i == 0) {
      e->args[0] = arg(c, call, 0);
      if (e->args[0]->type->kind != IR_TY_PTR) front_unsupported(c, call, "realloc of a value that is not a pointer");
    } else {
      e->args[i] = size_arg(c, call, i);
    }
  }
  return e;
}

ir_expr *front_heap_type(front_ctx *c, ir_expr *e, ir_type *t) {
  (void)c;
  if (e->kind == IR_ALLOC && t->kind == IR_TY_PTR && e->type->elem->kind == IR_TY_VOID &&
      t->elem->kind != IR_TY_VOID && !t->elem->opaque)
    e->type = t;
  return e;
}

int front_heap_is_vla(front_ctx *c, CXCursor var) {
  return !c->lenient && clang_getCanonicalType(clang_getCursorType(var)).kind == CXType_VariableArray;
}

ir_stmt *front_heap_vla(front_ctx *c, CXCursor var) {
  CXType t = clang_getCanonicalType(clang_getCursorType(var));
  if (clang_getCursorKind(clang_getCursorSemanticParent(var)) != CXCursor_FunctionDecl ||
      clang_Cursor_getStorageClass(var) == CX_SC_Static)
    front_unsupported(c, var, "variable-length array outside a function body");
  if (!clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(var)))
    front_unsupported(c, var, "initialised variable-length array");
  ir_type *elem = front_type(c, clang_getArrayElementType(t), var);  /* refuses an inner VLA */
  if (elem->kind == IR_TY_VOID) front_unsupported(c, var, "array of void");
  /* the length expression is the declarator's only expression child */
  CXCursor *k;
  int n = front_expr_children(c, var, &k);
  if (n != 1) front_unsupported(c, var, "variable-length array declared through a typedef");
  ir_type *at = ir_ty_array(c->p, elem, 0);
  at->name = "variable-length array";
  ir_var *v = ir_add_var(c->p, front_spelling(c, var), at, IR_LOCAL, c->fn);
  v->loc = front_name_loc(c, var);
  ir_stmt *s = ir_stmt_new(c->p, IR_S_DECL, front_loc(c, var));
  s->var = v;
  c->nondet_hint = NULL;
  ir_expr *len = front_expr(c, k[0]);
  if (len->type->kind != IR_TY_INT) front_unsupported(c, var, "array length that is not an integer");
  s->vlen = front_convert(c, len, front_ty_size(c), 1, k[0]);
  front_bind_local(c, var, v);
  return s;
}

/* ---- C89 calls used as pointers ------------------------------------------ */

ir_expr *front_heap_fresh(front_ctx *c, ir_expr *call, ir_type *t, CXCursor at) {
  ir_type *elem = t->elem;
  if (elem->kind == IR_TY_VOID || elem->opaque || !ir_cells(elem))
    front_unsupported(c, at, "'%s', which has no declaration, used as a pointer to %s", call->name,
                      elem->name ? elem->name : "an unknown type");
  int str = elem->kind == IR_TY_INT && elem->bits == 8;
  uint64_t n = str ? (uint64_t)c->max_string + 1 : 1;
  ir_expr *e = ir_expr_new(c->p, IR_ALLOC, t, call->loc);
  e->name = call->name;
  e->heap = IR_HEAP_FRESH;
  e->nargs = 1;
  e->args = ir_alloc(c->p, sizeof *e->args);
  e->args[0] = front_const(c, front_ty_size(c), (int64_t)(n * ir_sizeof(elem)), call->loc);
  if (!call->nargs) return e;
  /* the call's arguments are still evaluated */
  ir_expr *seq = ir_expr_new(c->p, IR_COMMA, t, call->loc);
  seq->a = call;
  seq->b = e;
  return seq;
}

/* ---- blocks typed by their first use --------------------------------------- */

static const ir_expr *strip_casts(const ir_expr *e) {
  while (e && e->kind == IR_CAST && e->type->kind == IR_TY_PTR) e = e->a;
  return e;
}

static int untyped_alloc(const ir_expr *e) {
  return e && e->kind == IR_ALLOC && e->type->kind == IR_TY_PTR && e->type->elem->kind == IR_TY_VOID;
}

typedef struct settle {
  const ir_var *var;     /* the local the function returns, or NULL */
  ir_type *to;           /* the type its blocks take */
} settle;

static void retype(settle *st, ir_expr *e) {
  if (untyped_alloc(e)) e->type = st->to;
}

/* An allocation stored in the returned local (`p = malloc(n)`). */
static void stored(void *ctx, const ir_expr *e) {
  settle *st = ctx;
  if (e->kind == IR_ASSIGN && !e->op && e->a->kind == IR_VAR && e->a->var == st->var)
    retype(st, (ir_expr *)strip_casts(e->b));
}

/* g's returned blocks: `return malloc(n)`, or a local that one of its
 * declarations or assignments sets to malloc(n) and that it returns. */
static void settle_stmt(settle *st, ir_stmt *s) {
  if (!s) return;
  if (s->kind == IR_S_RETURN && s->e) {
    const ir_expr *r = strip_casts(s->e);
    if (untyped_alloc(r)) retype(st, (ir_expr *)r);
    else if (r->kind == IR_VAR && r->var->storage == IR_LOCAL && !st->var) st->var = r->var;
  }
  if (st->var && s->kind == IR_S_DECL && s->var == st->var) retype(st, (ir_expr *)strip_casts(s->vinit));
  if (st->var) {
    ir_expr_walk(s->e, stored, st);
    ir_expr_walk(s->step, stored, st);
  }
  settle_stmt(st, s->init);
  settle_stmt(st, s->then);
  settle_stmt(st, s->els);
  for (int i = 0; i < s->n; i++) settle_stmt(st, s->body[i]);
}

/* A conversion of g()'s `void *` result to T *: g's blocks become T's. */
static void typed_use(void *ctx, const ir_expr *e) {
  (void)ctx;
  if (e->kind != IR_CAST || e->type->kind != IR_TY_PTR || e->type->elem->kind == IR_TY_VOID) return;
  const ir_expr *call = e->a;
  if (call->kind != IR_CALL || !call->callee || !call->callee->body || call->type->kind != IR_TY_PTR ||
      call->type->elem->kind != IR_TY_VOID)
    return;
  settle st = {NULL, e->type};
  /* twice: the returned local may be declared before the return names it */
  settle_stmt(&st, call->callee->body);
  if (st.var) settle_stmt(&st, call->callee->body);
}

static void settle_walk(ir_prog *p, const ir_stmt *s) {
  if (!s) return;
  ir_expr_walk(s->e, typed_use, p);
  ir_expr_walk(s->step, typed_use, p);
  ir_expr_walk(s->vinit, typed_use, p);
  settle_walk(p, s->init);
  settle_walk(p, s->then);
  settle_walk(p, s->els);
  for (int i = 0; i < s->n; i++) settle_walk(p, s->body[i]);
}

void front_heap_settle(ir_prog *p) {
  for (int i = 0; i < p->nfuncs; i++)
    if (!p->funcs[i]->lib) settle_walk(p, p->funcs[i]->body);
}

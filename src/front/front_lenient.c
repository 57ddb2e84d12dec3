/* front_lenient.c - catch frames of the lenient front end.
 *
 * In lenient mode every expression, initialiser, statement and type is
 * lowered under its own frame (front_try).  front_unsupported jumps to the
 * innermost frame without printing, so a failure is absorbed by the
 * smallest construct that contains it: in `x = a / b + strlen(s)` only the
 * call becomes opaque.  Each frame also collects the expressions lowered
 * directly inside it, so an operator that fails after its operands lowered
 * (`(a + b) / 2.0`) keeps them in its opaque node, and mutations can still
 * reach them without lowering anything twice. */
#include <string.h>

#include "front/front_internal.h"

/* fr is complete before setjmp and no local of this function changes
 * after it, so all of them are still valid when a longjmp comes back.
 * What the jump abandons is arena memory or libclang state that was
 * already released (front_internal.h), so nothing leaks. */
int front_try(front_ctx *c, front_try_fn fn, CXCursor cur, void *arg, front_kids *kids,
              void **out) {
  front_catch fr;
  fr.up = c->catch;
  fr.depth = c->depth;
  fr.fold = c->fold;
  fr.in_type = c->in_type;
  fr.nondet_hint = c->nondet_hint;
  fr.switch_ty = c->switch_ty;
  fr.fn = c->fn;
  fr.kids = c->kids;
  c->catch = &fr;
  c->kids = kids;
  if (setjmp(fr.jb) == 0) {
    *out = fn(c, cur, arg);
    c->catch = fr.up;
    c->kids = fr.kids;
    return 1;
  }
  c->catch = fr.up;
  c->kids = fr.kids;
  c->depth = fr.depth;
  c->fold = fr.fold;
  c->in_type = fr.in_type;
  c->nondet_hint = fr.nondet_hint;
  c->switch_ty = fr.switch_ty;
  c->fn = fr.fn;
  return 0;
}

static void kids_push(front_ctx *c, front_kids *k, ir_expr *e) {
  if (k->n == k->cap) {
    int cap = k->cap ? 2 * k->cap : 4;
    ir_expr **v = ir_alloc(c->p, sizeof *v * (size_t)cap);
    if (k->n) memcpy(v, k->v, sizeof *v * (size_t)k->n);
    k->v = v;
    k->cap = cap;
  }
  k->v[k->n++] = e;
}

static ir_expr *opaque(front_ctx *c, CXCursor cur, ir_type *t, front_kids *kids) {
  if (!t) t = front_type(c, clang_getCursorType(cur), cur);
  ir_expr *e = ir_expr_new(c->p, IR_OPAQUE, t, front_loc(c, cur));
  e->nargs = kids->n;
  e->args = kids->v;
  return e;
}

static void *expr_try(front_ctx *c, CXCursor cur, void *arg) {
  (void)arg;
  return front_expr_node(c, cur);
}

ir_expr *front_lenient_expr(front_ctx *c, CXCursor cur) {
  front_kids *up = c->kids;
  front_kids kids = {NULL, 0, 0};
  void *r;
  ir_expr *e = front_try(c, expr_try, cur, NULL, &kids, &r) ? r : opaque(c, cur, NULL, &kids);
  c->nondet_hint = NULL;  /* consumed, as front_expr_node does */
  if (up) kids_push(c, up, e);
  return e;
}

static void *init_try(front_ctx *c, CXCursor cur, void *t) {
  return front_init_node(c, cur, t);
}

/* An initialiser that fails stands for the object's whole value, so it
 * takes the object's type. */
ir_expr *front_lenient_init(front_ctx *c, CXCursor init, ir_type *t) {
  front_kids *up = c->kids;
  front_kids kids = {NULL, 0, 0};
  void *r;
  ir_expr *e = front_try(c, init_try, init, t, &kids, &r) ? r : opaque(c, init, t, &kids);
  if (up) kids_push(c, up, e);
  return e;
}

ir_expr *front_opaque_call(front_ctx *c, CXCursor call, const char *name) {
  front_kids args = {NULL, 0, 0};
  int n = clang_Cursor_getNumArguments(call);
  for (int i = 0; i < n; i++) {
    CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
    if (clang_Cursor_isNull(a)) continue;
    c->nondet_hint = NULL;
    kids_push(c, &args, front_expr(c, a));
  }
  ir_expr *e = opaque(c, call, NULL, &args);
  e->name = ir_strdup(c->p, name);
  return e;
}

int front_cond_ok(front_ctx *c, const ir_expr *e) {
  return ir_is_scalar(e->type) || (c->lenient && e->type->opaque);
}

/* ir_slots.c - the positions a repair may rewrite, and expression walks. */
#include "ir/ir.h"

void ir_expr_walk(const ir_expr *e, void (*fn)(void *ctx, const ir_expr *e), void *ctx) {
  if (!e) return;
  fn(ctx, e);
  ir_expr_walk(e->a, fn, ctx);
  ir_expr_walk(e->b, fn, ctx);
  ir_expr_walk(e->c, fn, ctx);
  for (int i = 0; i < e->nargs; i++) ir_expr_walk(e->args[i], fn, ctx);
}

static void slot(const ir_expr *root, const ir_func *f, ir_slot_fn fn, void *ctx) {
  if (root) fn(ctx, root, f);
}

static void stmt_slots(const ir_stmt *s, const ir_func *f, ir_slot_fn fn, void *ctx) {
  if (!s) return;
  switch (s->kind) {
  case IR_S_EXPR:
  case IR_S_RETURN: slot(s->e, f, fn, ctx); break;
  case IR_S_DECL: slot(s->vinit, f, fn, ctx); break;
  case IR_S_BLOCK:
    for (int i = 0; i < s->n; i++) stmt_slots(s->body[i], f, fn, ctx);
    break;
  case IR_S_IF:
    slot(s->e, f, fn, ctx);
    stmt_slots(s->then, f, fn, ctx);
    stmt_slots(s->els, f, fn, ctx);
    break;
  case IR_S_FOR:
    stmt_slots(s->init, f, fn, ctx);
    slot(s->e, f, fn, ctx);
    slot(s->step, f, fn, ctx);
    stmt_slots(s->then, f, fn, ctx);
    break;
  case IR_S_WHILE:
  case IR_S_DO:
  case IR_S_SWITCH:
    slot(s->e, f, fn, ctx);
    stmt_slots(s->then, f, fn, ctx);
    break;
  default: break;  /* assertions and assumptions are the specification */
  }
}

void ir_each_slot(const ir_prog *p, ir_slot_fn fn, void *ctx) {
  /* string literals and the library models are not the user's code */
  for (int i = 0; i < p->nglobals; i++)
    if (!p->globals[i]->literal && !(p->globals[i]->func && p->globals[i]->func->lib))
      slot(p->globals[i]->init, p->globals[i]->func, fn, ctx);
  for (int i = 0; i < p->nfuncs; i++)
    if (p->funcs[i]->body && !p->funcs[i]->lib) stmt_slots(p->funcs[i]->body, p->funcs[i], fn, ctx);
}

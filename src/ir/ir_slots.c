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

typedef struct slot_walk {
  ir_slot_fn fn;
  ir_stmt_slot_fn sfn;
  void *ctx;
} slot_walk;

static void slot(const slot_walk *w, const ir_expr *root, const ir_func *f, const ir_stmt *st, int item) {
  if (!root) return;
  if (w->sfn) w->sfn(w->ctx, root, f, st, item);
  else w->fn(w->ctx, root, f);
}

/* item: 1 when st is an item of a block, 0 the lone body of an if or a
 * loop, -1 a for's first clause */
static void stmt_slots(const slot_walk *w, const ir_stmt *s, const ir_func *f, int item) {
  if (!s) return;
  switch (s->kind) {
  case IR_S_EXPR:
  case IR_S_RETURN: slot(w, s->e, f, s, item); break;
  case IR_S_DECL: slot(w, s->vinit, f, s, item); break;
  case IR_S_BLOCK:
    for (int i = 0; i < s->n; i++) stmt_slots(w, s->body[i], f, 1);
    break;
  case IR_S_IF:
    slot(w, s->e, f, s, item);
    stmt_slots(w, s->then, f, 0);
    stmt_slots(w, s->els, f, 0);
    break;
  case IR_S_FOR:
    stmt_slots(w, s->init, f, -1);
    slot(w, s->e, f, s, item);
    slot(w, s->step, f, s, item);
    stmt_slots(w, s->then, f, 0);
    break;
  case IR_S_WHILE:
  case IR_S_DO:
  case IR_S_SWITCH:
    slot(w, s->e, f, s, item);
    stmt_slots(w, s->then, f, 0);
    break;
  default: break;  /* assertions and assumptions are the specification */
  }
}

static void each_slot(const ir_prog *p, const slot_walk *w) {
  /* string literals and the library models are not the user's code */
  for (int i = 0; i < p->nglobals; i++)
    if (!p->globals[i]->literal && !(p->globals[i]->func && p->globals[i]->func->lib))
      slot(w, p->globals[i]->init, p->globals[i]->func, NULL, 0);
  for (int i = 0; i < p->nfuncs; i++)
    if (p->funcs[i]->body && !p->funcs[i]->lib) stmt_slots(w, p->funcs[i]->body, p->funcs[i], 0);
}

void ir_each_slot(const ir_prog *p, ir_slot_fn fn, void *ctx) {
  slot_walk w = {fn, NULL, ctx};
  each_slot(p, &w);
}

void ir_each_stmt_slot(const ir_prog *p, ir_stmt_slot_fn fn, void *ctx) {
  slot_walk w = {NULL, fn, ctx};
  each_slot(p, &w);
}

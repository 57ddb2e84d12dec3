/* scope.c - visible integer variables per expression, by a walk that
 * mirrors C's block scoping. */
#include "oracle/scope.h"

#include <stdlib.h>
#include <string.h>

#include "util/arena.h"

typedef struct walker {
  const char *used;        /* per variable id: some expression names it */
  scope_table *t;          /* NULL: only the statement callback runs */
  scope_stmt_fn on_stmt;
  void *ctx;
  const ir_func *f;
  int n, cap;
  const ir_var **stack;    /* visible now, in declaration order */
} walker;

static int usable(const ir_var *v) {
  return v->type->kind == IR_TY_INT && !v->type->is_bool && v->name && v->name[0];
}

static void push(walker *w, const ir_var *v) {
  if (usable(v) && w->used[v->id]) VEC_PUSH(w->stack, w->n, w->cap, v);
}

static void on_use(void *ctx, const ir_expr *e) {
  if (e->kind == IR_VAR && e->var) ((char *)ctx)[e->var->id] = 1;
}

static void on_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  (void)f;
  ir_expr_walk(root, on_use, ctx);
}

/* The current stack becomes the list of every expression below e. */
typedef struct marker {
  walker *w;
  bmc_watch list;
} marker;

static void mark(void *ctx, const ir_expr *e) {
  marker *m = ctx;
  if (e->id >= 0 && e->id < m->w->t->nexprs) m->w->t->watch[e->id] = m->list;
}

static void expr(walker *w, const ir_expr *e) {
  if (!e || !w->t) return;
  marker m = {w, {w->n, NULL}};
  if (w->n > 0) {
    const ir_var **v = xmalloc(sizeof *v * (size_t)w->n);
    memcpy(v, w->stack, sizeof *v * (size_t)w->n);
    m.list.v = v;
    VEC_PUSH(w->t->lists, w->t->nlists, w->t->caplists, v);
  }
  ir_expr_walk(e, mark, &m);
}

static void stmt(walker *w, const ir_stmt *s, const ir_stmt *parent) {
  if (!s) return;
  int mark_n = w->n;
  if (w->on_stmt) w->on_stmt(w->ctx, w->f, s, parent, w->stack, w->n);
  switch (s->kind) {
  case IR_S_EXPR:
  case IR_S_RETURN:
  case IR_S_ASSERT:
  case IR_S_ASSUME: expr(w, s->e); break;
  case IR_S_DECL:
    expr(w, s->vinit);
    push(w, s->var);
    return;  /* visible to the rest of the enclosing block */
  case IR_S_BLOCK:
    for (int i = 0; i < s->n; i++) stmt(w, s->body[i], s);
    break;
  case IR_S_IF:
    expr(w, s->e);
    stmt(w, s->then, s);
    w->n = mark_n;
    stmt(w, s->els, s);
    break;
  case IR_S_FOR:
    stmt(w, s->init, s);
    expr(w, s->e);
    expr(w, s->step);
    stmt(w, s->then, s);
    break;
  case IR_S_WHILE:
  case IR_S_DO:
  case IR_S_SWITCH:
    expr(w, s->e);
    stmt(w, s->then, s);
    break;
  default: break;
  }
  w->n = mark_n;
}

static void walk(const ir_prog *p, walker *w) {
  /* a variable no expression names (argc in a program that reads stdin, a
   * local declared and forgotten; parameters are kept below) explains
   * nothing a test shows: a condition over it only memorises the tests
   * (oracle/overfit.h) */
  char *used = xcalloc((size_t)p->nvars + 1, 1);
  ir_each_slot(p, on_slot, used);
  w->used = used;
  /* global initialisers see only constants: a template there is k0 */
  for (int i = 0; i < p->nfuncs; i++) {
    const ir_func *f = p->funcs[i];
    if (!f->body || f->lib) continue;
    w->n = 0;
    w->f = f;
    for (int g = 0; g < p->nglobals; g++) {
      const ir_var *v = p->globals[g];
      if (!v->func && v->loc.file == f->file && v->loc.off < f->loc.off) push(w, v);
    }
    /* a function's parameters are its interface: one it ignores may be
     * the very input a missing clause needs (warn(depth, speed) that
     * forgets speed), except main's argc and argv, which a program that
     * reads stdin declares out of habit */
    for (int k = 0; k < f->nparams; k++) {
      const ir_var *v = f->params[k];
      if (strcmp(f->name, "main")) used[v->id] = 1;
      push(w, v);
    }
    stmt(w, f->body, NULL);
  }
  free(w->stack);
  free(used);
}

void scope_build(const ir_prog *p, scope_table *t) {
  t->nexprs = p->nexprs;
  t->watch = xcalloc((size_t)p->nexprs + 1, sizeof *t->watch);
  t->nlists = t->caplists = 0;
  t->lists = NULL;
  walker w = {.t = t};
  walk(p, &w);
}

void scope_each_stmt(const ir_prog *p, scope_stmt_fn fn, void *ctx) {
  walker w = {.on_stmt = fn, .ctx = ctx};
  walk(p, &w);
}

void scope_free(scope_table *t) {
  for (int i = 0; i < t->nlists; i++) free(t->lists[i]);
  free(t->lists);
  free(t->watch);
  t->lists = NULL;
  t->watch = NULL;
}

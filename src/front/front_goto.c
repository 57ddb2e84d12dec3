/* front_goto.c - labels and goto.
 *
 * The encoder executes structured code: a forward goto waits at its label
 * until execution reaches it, and a backward goto turns the rest of the
 * label's block into a loop.  That loop needs the label to be an item of a
 * block around the goto; a backward jump into a deeper block, or to a label
 * at the top level of a switch body (where case labels also enter), is
 * refused here, before any encoding. */
#include <setjmp.h>
#include <string.h>

#include "front/front_internal.h"

ir_stmt *front_label(front_ctx *c, CXCursor cur) {
  const char *name = front_spelling(c, cur);
  ir_loc whole = front_loc(c, cur);
  size_t len = strlen(name);
  ir_stmt *s = ir_stmt_new(c->p, IR_S_LABEL, whole);
  if (whole.end >= whole.off + len) s->loc = front_loc_at(c, whole.off, whole.off + (unsigned)len);
  s->label = name;
  return s;
}

ir_stmt *front_goto(front_ctx *c, CXCursor cur) {
  if (c->lenient) front_unsupported(c, cur, "goto statement");  /* opaque in a lenient map */
  CXCursor *k;
  int n = front_children(c, cur, &k);
  if (n != 1 || clang_getCursorKind(k[0]) != CXCursor_LabelRef)
    front_unsupported(c, cur, "goto statement");
  ir_stmt *s = ir_stmt_new(c->p, IR_S_GOTO, front_loc(c, cur));
  s->label = front_spelling(c, k[0]);
  return s;
}

/* Refuse at an IR location (the cursors are gone by now). */
_Noreturn static void refuse(front_ctx *c, ir_loc at, const char *what, const char *label) {
  fprintf(c->diag, "%s:%u:%u: error: unsupported: %s '%s'\n", c->u->path, at.line, at.col, what,
          label);
  c->nerrors++;
  longjmp(*c->bail, 1);
}

typedef struct goto_walk {
  front_ctx *c;
  const ir_stmt **home;     /* label number -> the block holding it */
  const ir_stmt **stack;    /* blocks around the current statement */
  char *is_switch;          /* stack[i] is the body of a switch */
  int depth;
  int next_switch;          /* the block walked next is a switch body */
} goto_walk;

static void walk(goto_walk *w, const ir_stmt *s) {
  if (!s) return;
  switch (s->kind) {
  case IR_S_BLOCK:
    w->is_switch[w->depth] = (char)w->next_switch;
    w->next_switch = 0;
    w->stack[w->depth++] = s;
    for (int i = 0; i < s->n; i++) {
      if (s->body[i]->kind == IR_S_LABEL) w->home[s->body[i]->lab] = s;
      walk(w, s->body[i]);
    }
    w->depth--;
    return;
  case IR_S_GOTO: {
    if (!s->back) return;
    const ir_stmt *home = w->home[s->target->lab];
    int at = -1;
    for (int i = 0; i < w->depth; i++)
      if (w->stack[i] == home) at = i;
    if (at < 0) refuse(w->c, s->loc, "backward goto into a nested block, to", s->label);
    if (w->is_switch[at]) refuse(w->c, s->loc, "backward goto to a label of a switch body,", s->label);
    return;
  }
  case IR_S_IF:
    walk(w, s->then);
    walk(w, s->els);
    return;
  case IR_S_FOR:
    walk(w, s->init);
    walk(w, s->then);
    return;
  case IR_S_WHILE:
  case IR_S_DO: walk(w, s->then); return;
  case IR_S_SWITCH:
    w->next_switch = s->then->kind == IR_S_BLOCK;
    walk(w, s->then);
    return;
  default: return;
  }
}

void front_check_gotos(front_ctx *c, ir_func *f) {
  ir_stmt *missing = ir_number_labels(f);
  if (missing) refuse(c, missing->loc, "goto to an unknown label", missing->label);
  if (f->nlabels == 0) return;
  goto_walk w = {.c = c};
  w.home = ir_alloc(c->p, sizeof *w.home * (size_t)f->nlabels);
  w.stack = ir_alloc(c->p, sizeof *w.stack * (size_t)(FRONT_MAX_DEPTH + 1));
  w.is_switch = ir_alloc(c->p, (size_t)(FRONT_MAX_DEPTH + 1));
  walk(&w, f->body);
}

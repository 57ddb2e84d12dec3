/* ir_labels.c - numbering labels and resolving gotos.
 *
 * Labels are numbered in source (depth-first) order, so the labels inside
 * any statement form one interval [lab_lo, lab_hi): the encoder asks "does
 * a jump wait at a label inside this statement?" with one range. */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "util/arena.h"

typedef struct lab_walk {
  int n;              /* labels numbered so far */
  int cap;
  ir_stmt **labels;   /* by number */
  ir_stmt *missing;   /* first goto without a label */
} lab_walk;

static void number(lab_walk *w, ir_stmt *s, int pass) {
  if (!s) return;
  s->lab_lo = w->n;
  switch (s->kind) {
  case IR_S_LABEL:
    if (pass == 0) {
      s->lab = w->n;
      if (w->labels) w->labels[w->n] = s;
    }
    w->n++;
    break;
  case IR_S_GOTO:
    if (pass == 1) {
      s->target = NULL;
      for (int i = 0; i < w->cap && !s->target; i++)
        if (!strcmp(w->labels[i]->label, s->label)) s->target = w->labels[i];
      if (!s->target) {
        if (!w->missing) w->missing = s;
      } else if (s->target->lab < w->n) {  /* already passed: backward */
        s->back = 1;
        s->target->back = 1;
      }
    }
    break;
  case IR_S_BLOCK:
    for (int i = 0; i < s->n; i++) number(w, s->body[i], pass);
    break;
  case IR_S_IF:
    number(w, s->then, pass);
    number(w, s->els, pass);
    break;
  case IR_S_FOR:
    number(w, s->init, pass);
    number(w, s->then, pass);
    break;
  case IR_S_WHILE:
  case IR_S_DO:
  case IR_S_SWITCH: number(w, s->then, pass); break;
  default: break;
  }
  s->lab_hi = w->n;
}

ir_stmt *ir_number_labels(ir_func *f) {
  lab_walk w = {0};
  f->nlabels = 0;
  if (!f->body) return NULL;
  number(&w, f->body, 0);  /* count */
  f->nlabels = w.n;
  if (w.n == 0) return NULL;
  ir_stmt **labels = xmalloc(sizeof *labels * (size_t)w.n);
  w = (lab_walk){0, 0, labels, NULL};
  number(&w, f->body, 0);  /* number and collect */
  w.cap = w.n;
  w.n = 0;
  number(&w, f->body, 1);  /* resolve */
  free(labels);
  return w.missing;
}

/* ir_merge.c - adopt a second program (a reference implementation). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "util/arena.h"

typedef struct renum {
  int nfiles, nvars, nexprs;   /* dst's counts before the merge */
  ir_expr **seen;              /* by src id: each node renumbered once */
} renum;

static void fix_loc(renum *r, ir_loc *l) {
  if (l->file >= 0) l->file += r->nfiles;
}

static void fix_expr(renum *r, ir_expr *e) {
  if (!e || r->seen[e->id] == e) return;
  r->seen[e->id] = e;
  fix_expr(r, e->a);
  fix_expr(r, e->b);
  fix_expr(r, e->c);
  for (int i = 0; i < e->nargs; i++) fix_expr(r, e->args[i]);
  fix_loc(r, &e->loc);
  fix_loc(r, &e->oploc);
}

static void fix_stmt(renum *r, ir_stmt *s) {
  if (!s) return;
  fix_loc(r, &s->loc);
  fix_expr(r, s->e);
  fix_expr(r, s->step);
  fix_expr(r, s->vinit);
  fix_expr(r, s->vlen);
  fix_stmt(r, s->init);
  fix_stmt(r, s->then);
  fix_stmt(r, s->els);
  for (int i = 0; i < s->n; i++) fix_stmt(r, s->body[i]);
}

static char *renamed(ir_prog *dst, const char *prefix, const char *name) {
  size_t n = strlen(prefix) + strlen(name) + 1;
  char *t = ir_alloc(dst, n);
  snprintf(t, n, "%s%s", prefix, name);
  return t;
}

void ir_merge(ir_prog *dst, ir_prog *src, const char *prefix) {
  renum r = {dst->nfiles, dst->nvars, dst->nexprs, calloc((size_t)src->nexprs + 1, sizeof(ir_expr *))};
  for (int i = 0; i < src->nfuncs; i++) fix_stmt(&r, src->funcs[i]->body);
  for (int i = 0; i < src->nvars; i++) fix_expr(&r, src->vars[i]->init);
  /* ids last: `seen` is indexed by the old ones */
  for (int i = 0; i < src->nexprs; i++)
    if (r.seen[i]) r.seen[i]->id += r.nexprs;
  free(r.seen);

  for (int i = 0; i < src->nfiles; i++) {
    int k = ir_add_file(dst, src->files[i].path, src->files[i].text, src->files[i].len);
    dst->files[k].lib = src->files[i].lib;
  }
  for (int i = 0; i < src->nundef; i++) ir_note_undef(dst, src->undef[i]);
  for (int i = 0; i < src->nundef_vars; i++) ir_note_undef_var(dst, src->undef_vars[i]);
  for (int i = 0; i < src->nfuncs; i++) {
    ir_func *f = src->funcs[i];
    f->name = renamed(dst, prefix, f->name);
    f->file += r.nfiles;
    fix_loc(&r, &f->loc);
    ir_append_func(dst, f);
  }
  for (int i = 0; i < src->nvars; i++) {
    ir_var *v = src->vars[i];
    if (v->storage == IR_GLOBAL) v->name = renamed(dst, prefix, v->name);
    fix_loc(&r, &v->loc);
    ir_append_var(dst, v);
  }
  dst->nexprs += src->nexprs;
  /* src's nodes live in its arena: keep it alive with dst */
  ir_adopt(dst, src);
}

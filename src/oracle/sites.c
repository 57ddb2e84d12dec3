/* sites.c - the specification's slots: frozen functions, files, the
 * reference, harnesses and what they feed. */
#include "oracle/sites.h"

#include <stdio.h>
#include <string.h>

#include "load/harness.h"

#define CORRECT_PREFIX "AllRepair_correct_"
#define BUGGY_PREFIX "AllRepair_buggy_"

static int named_correct(const char *name) { return !strncmp(name, CORRECT_PREFIX, strlen(CORRECT_PREFIX)); }

static int frozen(const site_opts *o, const char *name, int file) {
  if (named_correct(name)) return 1;
  for (int i = 0; i < o->nfrozen; i++)
    if (!strcmp(o->frozen[i], name)) return 1;
  for (int i = 0; i < o->nfiles_frozen; i++)
    if (o->files_frozen[i] == file) return 1;
  return 0;
}

static int listed(const void *const *v, int n, const void *x) {
  for (int i = 0; i < n; i++)
    if (v[i] == x) return 1;
  return 0;
}

int site_frozen(const site_opts *o, const ir_func *f, const ir_expr *root) {
  if (f && f->lib) return 1;  /* a C library model */
  if ((f && frozen(o, f->name, f->file)) || frozen(o, "", root->loc.file)) return 1;
  if (!o->scoped) return 0;
  if (f) return !listed((const void *const *)o->mutable_fns, o->nmutable, f);
  return listed((const void *const *)o->spec_inits, o->nspec_inits, root);
}

const ir_func *site_reference_of(const ir_prog *p, const ir_func *f) {
  static const char *const prefix[] = {CORRECT_PREFIX, HARNESS_REF_PREFIX};
  size_t nb = strlen(BUGGY_PREFIX);
  char name[256];
  for (int i = 0; i < 3; i++) {
    /* the third try: AllRepair_buggy_g's correct copy is AllRepair_correct_g */
    if (i == 2 && strncmp(f->name, BUGGY_PREFIX, nb)) break;
    int n = i < 2 ? snprintf(name, sizeof name, "%s%s", prefix[i], f->name)
                  : snprintf(name, sizeof name, "%s%s", CORRECT_PREFIX, f->name + nb);
    if (n >= (int)sizeof name) continue;
    const ir_func *g = ir_find_func(p, name);
    if (g && g != f) return g;
  }
  return NULL;
}

/* ---- the call graph ------------------------------------------------------ */

typedef struct scope {
  const ir_prog *p;
  int *role;              /* per function: ROLE_* */
  unsigned char **calls;  /* per function: the functions it names (calls or
                             takes the address of) */
  unsigned char *gread;   /* per variable: read by a harness or the reference */
  unsigned char *gmut;    /* per variable: used by a mutable function */
} scope;

enum { ROLE_NONE, ROLE_REF, ROLE_HARNESS, ROLE_MUTABLE };

static int func_index(const ir_prog *p, const ir_func *f) {
  for (int i = 0; i < p->nfuncs; i++)
    if (p->funcs[i] == f) return i;
  return -1;
}

/* The reference: a --reference function, one the program marks as
 * correct, one of a frozen file. */
static int is_reference(const site_opts *o, const ir_func *f) {
  if (f->lib) return 0;
  if (f->reference || named_correct(f->name)) return 1;
  for (int i = 0; i < o->nfiles_frozen; i++)
    if (o->files_frozen[i] == f->file) return 1;
  return 0;
}

typedef struct walk {
  scope *s;
  int fi;
} walk;

static void note_expr(void *ctx, const ir_expr *e) {
  walk *w = ctx;
  if ((e->kind == IR_CALL || e->kind == IR_FUNCADDR) && e->callee) {
    int g = func_index(w->s->p, e->callee);
    if (g >= 0) w->s->calls[w->fi][g] = 1;
  }
}

static void walk_stmt(walk *w, const ir_stmt *st) {
  if (!st) return;
  ir_expr_walk(st->e, note_expr, w);
  ir_expr_walk(st->step, note_expr, w);
  ir_expr_walk(st->vinit, note_expr, w);
  ir_expr_walk(st->vlen, note_expr, w);
  walk_stmt(w, st->init);
  walk_stmt(w, st->then);
  walk_stmt(w, st->els);
  for (int i = 0; i < st->n; i++) walk_stmt(w, st->body[i]);
}

/* Does f call some function of the reference and some of the program? */
static int calls_both(const scope *s, int fi) {
  int ref = 0, prog = 0;
  for (int g = 0; g < s->p->nfuncs; g++) {
    if (!s->calls[fi][g] || g == fi || !s->p->funcs[g]->body) continue;
    if (s->role[g] == ROLE_REF) ref = 1;
    else if (!s->p->funcs[g]->lib) prog = 1;
  }
  return ref && prog;
}

/* The program's side of a harness: what it calls that has a version in
 * the specification (iterPower beside AllRepair_correct_iterPower), or,
 * when nothing does, everything of the program it calls. */
static void mark_roots(scope *s, int h, int *stack, int *n) {
  int paired = 0;
  for (int pass = 0; pass < 2 && !paired; pass++)
    for (int g = 0; g < s->p->nfuncs; g++) {
      const ir_func *f = s->p->funcs[g];
      if (!s->calls[h][g] || s->role[g] != ROLE_NONE || f->lib || !f->body) continue;
      if (pass == 0 && !site_reference_of(s->p, f)) continue;
      if (pass == 0) paired = 1;
      s->role[g] = ROLE_MUTABLE;
      stack[(*n)++] = g;
    }
}

/* Everything a mutable function calls is mutable too, up to the
 * reference, the harnesses and the library. */
static void close_mutable(scope *s, int *stack, int n) {
  while (n > 0) {
    int f = stack[--n];
    for (int g = 0; g < s->p->nfuncs; g++) {
      const ir_func *gf = s->p->funcs[g];
      if (!s->calls[f][g] || s->role[g] != ROLE_NONE || gf->lib || !gf->body) continue;
      s->role[g] = ROLE_MUTABLE;
      stack[n++] = g;
    }
  }
}

/* The variables a function reads or writes, into mark. */
typedef struct vwalk {
  unsigned char *mark;
} vwalk;

static void note_var(void *ctx, const ir_expr *e) {
  if (e->kind == IR_VAR && e->var && e->var->storage == IR_GLOBAL) ((vwalk *)ctx)->mark[e->var->id] = 1;
}

static void vars_of(const ir_stmt *st, vwalk *v) {
  if (!st) return;
  ir_expr_walk(st->e, note_var, v);
  ir_expr_walk(st->step, note_var, v);
  ir_expr_walk(st->vinit, note_var, v);
  ir_expr_walk(st->vlen, note_var, v);
  vars_of(st->init, v);
  vars_of(st->then, v);
  vars_of(st->els, v);
  for (int i = 0; i < st->n; i++) vars_of(st->body[i], v);
}

/* A global's initialiser is the program's only when mutable functions use
 * the global and neither a harness nor the reference does. */
static void spec_inits(scope *s, ir_prog *p, site_opts *o) {
  vwalk spec = {s->gread}, mut = {s->gmut};
  for (int i = 0; i < p->nfuncs; i++) {
    const ir_func *f = p->funcs[i];
    if (f->lib) continue;
    if (s->role[i] == ROLE_REF || s->role[i] == ROLE_HARNESS) vars_of(f->body, &spec);
    else if (s->role[i] == ROLE_MUTABLE) vars_of(f->body, &mut);
  }
  o->spec_inits = ir_alloc(p, sizeof *o->spec_inits * (size_t)(p->nglobals + 1));
  for (int i = 0; i < p->nglobals; i++) {
    const ir_var *v = p->globals[i];
    if (!v->init || v->func) continue;
    if (s->gread[v->id] || !s->gmut[v->id]) o->spec_inits[o->nspec_inits++] = v->init;
  }
}

static int apply_mutate(scope *s, int nmutate, const char *const *mutate, FILE *diag) {
  for (int k = 0; k < nmutate; k++) {
    const ir_func *f = ir_find_func(s->p, mutate[k]);
    int i = f ? func_index(s->p, f) : -1;
    if (i < 0 || !f->body || f->lib) {
      fprintf(diag, "amend: error: --mutate %s: the program defines no function '%s'\n", mutate[k], mutate[k]);
      return -1;
    }
    if (s->role[i] == ROLE_REF) {
      fprintf(diag, "amend: error: --mutate %s: '%s' is the specification's own version, never mutated\n", mutate[k],
              mutate[k]);
      return -1;
    }
    s->role[i] = ROLE_MUTABLE;
  }
  return 0;
}

/* The roles into o's lists. */
static void fill_lists(const scope *s, ir_prog *p, site_opts *o) {
  o->mutable_fns = ir_alloc(p, sizeof *o->mutable_fns * (size_t)(p->nfuncs + 1));
  o->harness = ir_alloc(p, sizeof *o->harness * (size_t)(p->nfuncs + 1));
  for (int i = 0; i < p->nfuncs; i++) {
    const ir_func *f = p->funcs[i];
    if (s->role[i] == ROLE_HARNESS && !f->lib) o->harness[o->nharness++] = f;
    /* --no-mutate is said where the slot is asked; the list says it too */
    if (s->role[i] == ROLE_MUTABLE && !frozen(o, f->name, f->file)) o->mutable_fns[o->nmutable++] = f;
  }
}

int site_scope(ir_prog *p, site_opts *o, int nmutate, const char *const *mutate, FILE *diag) {
  int n = p->nfuncs;
  scope s = {p, ir_alloc(p, sizeof(int) * (size_t)(n + 1)), ir_alloc(p, sizeof(unsigned char *) * (size_t)(n + 1)),
             ir_alloc(p, (size_t)p->nvars + 1), ir_alloc(p, (size_t)p->nvars + 1)};
  int any_ref = 0;
  for (int i = 0; i < n; i++) {
    s.calls[i] = ir_alloc(p, (size_t)n + 1);
    walk w = {&s, i};
    walk_stmt(&w, p->funcs[i]->body);
    if (is_reference(o, p->funcs[i])) s.role[i] = ROLE_REF, any_ref = 1;
  }
  int nh = 0;
  for (int i = 0; any_ref && i < n; i++) {
    const ir_func *f = p->funcs[i];
    int generated = f->lib && !strcmp(f->name, HARNESS_ENTRY);
    if (s.role[i] == ROLE_NONE && f->body && (!f->lib || generated) && calls_both(&s, i)) s.role[i] = ROLE_HARNESS, nh++;
  }
  int *stack = ir_alloc(p, sizeof(int) * (size_t)(n + 1)), top = 0;
  for (int i = 0; nh && i < n; i++)
    if (s.role[i] == ROLE_HARNESS) mark_roots(&s, i, stack, &top);
  close_mutable(&s, stack, top);
  /* without a harness every function of the program may change, as before */
  o->scoped = nh > 0;
  for (int i = 0; i < n; i++)
    if (!o->scoped && s.role[i] == ROLE_NONE && !p->funcs[i]->lib && p->funcs[i]->body) s.role[i] = ROLE_MUTABLE;
  if (apply_mutate(&s, nmutate, mutate, diag) < 0) return -1;
  if (o->scoped) spec_inits(&s, p, o);
  fill_lists(&s, p, o);
  return 0;
}

/* guided_reads.c - the reference-guided edits of how a program reads
 * its input: a word read where the reference reads the line, a float read
 * where it reads a double, and the initialiser a variable lacks when a
 * run may read it before anything is stored (an empty line leaves
 * scanf's buffer as it was). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "repair/guided/guided_internal.h"
#include "util/arena.h"

/* The place of conversion k of a literal format (its letter), or -1. */
static int conv_at(const ir_prog *p, const ir_expr *lit, int k) {
  size_t n;
  const char *t = gd_text_of(p, lit->loc, &n);
  for (size_t i = 0; i < n; i++) {
    if (t[i] != '%') continue;
    if (i + 1 < n && t[i + 1] == '%') {
      i++;
      continue;
    }
    size_t j = i + 1;
    while (j < n && strchr("*0123456789hlLqjzt", t[j])) j++;
    if (k-- == 0) return j < n ? (int)j : -1;
    i = j;
  }
  return -1;
}

char gd_conv_letter(const ir_prog *p, const side *s, int i) {
  if (s->in_conv[i] < 0) return 0;
  const ir_expr *call = s->in_call[i];
  const ir_expr *lit = gd_bare(call->args[gd_named(call, "fscanf") ? 1 : 0]);
  int at = lit ? conv_at(p, lit, s->in_conv[i]) : -1;
  return at < 0 ? 0 : ir_loc_text(p, lit->loc)[at];
}

static void char_call(void *ctx, const ir_expr *e) {
  static const char *const readers[] = {"getchar", "getc", "fgetc", "fgets", "gets"};
  for (size_t i = 0; i < sizeof readers / sizeof *readers; i++)
    if (e->kind == IR_OPAQUE && gd_named(e, readers[i])) *(int *)ctx = 1;
}

static void char_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  (void)f;
  ir_expr_walk(root, char_call, ctx);
}

/* Does side s read lines, a character or a line at a time (%c, %[,
 * fgets, getchar and its kin), and never a word (%s)? */
static int reads_lines(const side *s) {
  int chars = 0;
  for (int i = 0; i < s->nin; i++) {
    char l = gd_conv_letter(s->p, s, i);
    if (l == 's') return 0;
    chars |= l == 'c' || l == '[' || s->in_conv[i] < 0;
  }
  if (!chars) ir_each_slot(s->p, char_slot, &chars);
  return chars;
}

/* A word read (scanf's %s) where the reference reads the line: with
 * fgets, the reference's call into the program's array, at most its size;
 * with any way of reading lines, the conversion made %[^\n], which reads
 * the rest of the line into the same array without its newline (a
 * checksum of the line the user typed, blanks included). */
void gd_input_edits(gctx *c) {
  int lines = reads_lines(&c->ref);
  for (int i = 0; i < c->prog.nin; i++) {
    const ir_expr *pc = c->prog.in_call[i];
    const ir_var *pv = c->prog.in[i];
    if (pc->loc.file < 0 || !pv->type || pv->type->kind != IR_TY_ARRAY || pv->type->count < 2) continue;
    if (lines && gd_conv_letter(c->p, &c->prog, i) == 's') {
      const ir_expr *lit = gd_bare(pc->args[gd_named(pc, "fscanf") ? 1 : 0]);
      ir_loc at = lit->loc;
      at.off = lit->loc.off + (unsigned)conv_at(c->p, lit, c->prog.in_conv[i]);
      at.end = at.off + 1;
      gd_add_edit(gd_new_group(c, "string"), at, "[^\\n]");
    }
    char fmt[8];
    if (i >= c->ref.nin || c->ref.in_conv[i] != -1 || !gd_named(pc, "scanf") || pc->nargs != 2) continue;
    if (gd_literal(c->p, pc->args[0], fmt, (int)sizeof fmt) != 2 || memcmp(fmt, "%s", 2)) continue;
    const ir_expr *rs = gd_bare(c->ref.in_call[i]->args[1]);
    long size = rs && rs->kind == IR_CONST ? (long)rs->ival : 0;
    if (size < 2 || (uint64_t)size > pv->type->count) size = (long)pv->type->count;
    char *t = xmalloc(strlen(pv->name) + 48);
    sprintf(t, "fgets(%s, %ld, stdin)", pv->name, size);
    gd_add_edit(gd_new_group(c, "expression"), pc->loc, gd_own(c, t));
  }
}

static int is_type(const ir_var *v, const char *name) {
  const ir_type *t = v->type;
  return t && ((t->name && !strcmp(t->name, name)) ||
               (t->kind == IR_TY_FLOAT && t->bits == (strcmp(name, "float") ? 64 : 32)));
}

static const ir_stmt *decl_of(const ir_stmt *st, const ir_var *v) {
  if (!st) return NULL;
  if (st->kind == IR_S_DECL && st->var == v) return st;
  const ir_stmt *k[] = {st->init, st->then, st->els};
  for (int i = 0; i < 3; i++) {
    const ir_stmt *d = decl_of(k[i], v);
    if (d) return d;
  }
  for (int i = 0; i < st->n; i++) {
    const ir_stmt *d = decl_of(st->body[i], v);
    if (d) return d;
  }
  return NULL;
}

/* Where the `float` of the declaration at loc is (one declaration may
 * name several variables: `float a, b;`, b's place being after the
 * comma), or 0. */
static unsigned float_keyword(const ir_prog *p, ir_loc loc) {
  const ir_file *f = &p->files[loc.file];
  unsigned k = loc.off;
  for (;;) {
    if (k + 5 <= f->len && !strncmp(f->text + k, "float", 5) &&
        (k + 5 == f->len || !(f->text[k + 5] == '_' || (f->text[k + 5] | 32) >= 'a')))
      return k;
    if (k == 0) return 0;
    char ch = f->text[k - 1];
    if (ch == ';' || ch == '{' || ch == '}' || ch == '(' || ch == ')') return 0;
    k--;
  }
}

typedef struct retyped {
  const ir_prog *p;
  const ir_var *v[MAX_IN];
  int nv;
  ir_loc at[8];             /* the parameters' `float`s to become double */
  int n;
} retyped;

static int is_retyped(const retyped *r, const ir_expr *e) {
  e = gd_bare(e);
  for (int i = 0; e && e->kind == IR_VAR && i < r->nv; i++)
    if (r->v[i] == e->var) return 1;
  return 0;
}

/* A call that passes a retyped input, as it is, to a float parameter of
 * a function of the program: that parameter too. */
static void retype_params(void *ctx, const ir_expr *e) {
  retyped *r = ctx;
  const ir_func *f = e->kind == IR_CALL ? e->callee : NULL;
  if (!f || !f->body || f->lib) return;
  for (int k = 0; k < e->nargs && k < f->nparams; k++) {
    const ir_var *pv = f->params[k];
    if (!is_retyped(r, e->args[k]) || !is_type(pv, "float") || pv->loc.file < 0 || r->n >= 8) continue;
    unsigned kw = float_keyword(r->p, pv->loc);
    int seen = !kw;
    for (int i = 0; i < r->n; i++) seen |= r->at[i].off == kw;
    if (seen) continue;
    r->at[r->n] = pv->loc;
    r->at[r->n].off = kw;
    r->at[r->n++].end = kw + 5;
  }
}

static void retype_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  (void)f;
  ir_expr_walk(root, retype_params, ctx);
}

/* Inputs the program reads into a float where the reference reads a
 * double: declared double, read with %lf, and the float parameters they
 * are passed to declared double (one edit set). */
void gd_type_edits(gctx *c) {
  group *g = NULL;
  unsigned done[8];
  int ndone = 0;
  retyped rt = {c->p, {0}, 0, {{0}}, 0};
  for (int i = 0; i < c->prog.nin && i < c->ref.nin; i++) {
    const ir_var *pv = c->prog.in[i], *rv = c->ref.in[i];
    if (!is_type(pv, "float") || !is_type(rv, "double") || !pv->func || c->prog.in_conv[i] < 0) continue;
    const ir_stmt *d = decl_of(pv->func->body, pv);
    unsigned kw = d ? float_keyword(c->p, d->loc) : 0;
    if (!kw) continue;
    if (!g && !(g = gd_new_group(c, "type"))) return;
    if (rt.nv < MAX_IN) rt.v[rt.nv++] = pv;
    int seen = 0;
    for (int k = 0; k < ndone; k++) seen |= done[k] == kw;
    if (!seen && ndone < 8) {
      done[ndone++] = kw;
      ir_loc at = d->loc;
      at.off = kw;
      at.end = kw + 5;
      gd_add_edit(g, at, "double");
    }
    const ir_expr *call = c->prog.in_call[i];
    int fmt = gd_named(call, "fscanf") ? 1 : 0;
    const ir_expr *lit = gd_bare(call->args[fmt]);
    int at = lit ? conv_at(c->p, lit, c->prog.in_conv[i]) : -1;
    if (at < 0) continue;
    const char *t = ir_loc_text(c->p, lit->loc);
    if (!strchr("feEgG", t[at]) || t[at - 1] == 'l') continue;
    ir_loc l = lit->loc;
    l.off = l.end = lit->loc.off + (unsigned)at;
    gd_add_edit(g, l, "l");
  }
  if (!g) return;
  ir_each_slot(c->p, retype_slot, &rt);
  for (int i = 0; i < rt.n; i++) gd_add_edit(g, rt.at[i], "double");
}

/* ---- initialisers ------------------------------------------------------------------ */

enum { MAX_UNINIT = 16 };

/* The scalars declared without an initialiser, in the order met, and
 * what the first later mention of each does: 1 reads it, 2 stores it (or
 * takes its address, which may). */
typedef struct first_use {
  const ir_stmt *decl[MAX_UNINIT];
  int state[MAX_UNINIT];
  int n;
} first_use;

static void mention(first_use *u, const ir_var *v, int how) {
  for (int i = 0; i < u->n; i++)
    if (u->decl[i]->var == v && !u->state[i]) u->state[i] = how;
}

/* e's mentions in the order they run (an assignment's right side first). */
static void uses(first_use *u, const ir_expr *e) {
  if (!e) return;
  const ir_expr *a = gd_bare(e->a);
  if (e->kind == IR_VAR) {
    mention(u, e->var, 1);
    return;
  }
  if (e->kind == IR_ASSIGN && e->op == IR_NOP && a && a->kind == IR_VAR) {
    uses(u, e->b);
    mention(u, a->var, 2);
    return;
  }
  if (e->kind == IR_ASSIGN) uses(u, e->b);
  /* &x (the lenient IR's &x of a float or double is opaque, x its one operand) */
  if ((e->kind == IR_ADDROF && a && a->kind == IR_VAR) ||
      (e->kind == IR_OPAQUE && !e->name && e->nargs == 1 && gd_bare(e->args[0]) &&
       gd_bare(e->args[0])->kind == IR_VAR)) {
    mention(u, e->kind == IR_ADDROF ? a->var : gd_bare(e->args[0])->var, 2);
    return;
  }
  uses(u, e->a);
  if (e->kind != IR_ASSIGN) uses(u, e->b);
  uses(u, e->c);
  for (int i = 0; i < e->nargs; i++) uses(u, e->args[i]);
}

static int is_scalar(const ir_type *t) { return t && (t->kind == IR_TY_INT || t->kind == IR_TY_FLOAT); }

/* The statements in the order they run first (a loop's condition before
 * its body, a do's after). */
static void stmt_uses(first_use *u, const ir_stmt *st) {
  if (!st) return;
  switch (st->kind) {
  case IR_S_DECL:
    uses(u, st->vinit);
    if (!st->vinit && !st->vlen && st->var->storage == IR_LOCAL && is_scalar(st->var->type) &&
        st->var->loc.file >= 0 && u->n < MAX_UNINIT) {
      u->state[u->n] = 0;
      u->decl[u->n++] = st;
    }
    return;
  case IR_S_DO:
    stmt_uses(u, st->then);
    uses(u, st->e);
    return;
  case IR_S_FOR:
    stmt_uses(u, st->init);
    uses(u, st->e);
    stmt_uses(u, st->then);
    uses(u, st->step);
    return;
  default:
    uses(u, st->e);
    stmt_uses(u, st->then);
    stmt_uses(u, st->els);
    for (int i = 0; i < st->n; i++) stmt_uses(u, st->body[i]);
    return;
  }
}

/* `v = INIT` in the declaration d of v: after v's declarator (its
 * name, then an array's bounds), when a comma or a semicolon follows. */
static void add_init(gctx *c, const ir_stmt *d, const char *init) {
  const ir_var *v = d->var;
  ir_loc at = v->loc;
  const ir_file *f = &c->p->files[at.file];
  size_t n;
  const char *t = gd_text_of(c->p, at, &n);
  if (n != strlen(v->name) || memcmp(t, v->name, n)) return;  /* a macro's */
  unsigned k = at.end;
  for (int depth = 0; k < f->len; k++) {
    char ch = f->text[k];
    if (ch == '[') depth++;
    else if (ch == ']') depth--;
    else if (!depth && ch != ' ' && ch != '\t') break;
    if (depth < 0) return;
  }
  if (k >= f->len || (f->text[k] != ';' && f->text[k] != ',')) return;
  while (k > at.end && (f->text[k - 1] == ' ' || f->text[k - 1] == '\t')) k--;
  at.off = at.end = k;
  group *g = gd_new_group(c, "insert");
  if (!g) return;
  g->uninit_only = 1;
  gd_add_edit(g, at, init);
}

/* A variable a run may read before anything is stored in it gets zero:
 * a scalar whose first mention reads it (`while (c != '\n')` before the
 * first getchar), and an array scanf reads a word or a line into (an
 * empty line stores nothing, and the program then counts what was there).
 * Natively such a read gets what the stack held; the proof lets it be
 * anything. */
void gd_init_edits(gctx *c) {
  for (int i = 0; i < c->p->nfuncs; i++) {
    const ir_func *f = c->p->funcs[i];
    if (!f->body || f->lib) continue;
    first_use u = {{0}, {0}, 0};
    stmt_uses(&u, f->body);
    for (int k = 0; k < u.n; k++)
      if (u.state[k] == 1) add_init(c, u.decl[k], " = 0");
  }
  for (int i = 0; i < c->prog.nin; i++) {
    const ir_var *v = c->prog.in[i];
    char l = gd_conv_letter(c->p, &c->prog, i);
    if ((l != 's' && l != '[') || v->storage != IR_LOCAL || !v->func || !v->type || v->type->kind != IR_TY_ARRAY)
      continue;
    const ir_stmt *d = decl_of(v->func->body, v);
    int seen = 0;
    for (int k = 0; k < i; k++) seen |= c->prog.in[k] == v;
    if (d && !d->vinit && !d->vlen && !seen) add_init(c, d, " = \"\"");
  }
}

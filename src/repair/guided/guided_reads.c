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
    size_t j = gd_letter_of(t, n, i);
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
      group *g = gd_new_group(c, "string");
      if (g) g->base = 1;
      gd_add_edit(g, at, "[^\\n]");
    }
    char fmt[8];
    if (i >= c->ref.nin || c->ref.in_conv[i] != -1 || !gd_named(pc, "scanf") || pc->nargs != 2) continue;
    if (gd_literal(c->p, pc->args[0], fmt, (int)sizeof fmt) != 2 || memcmp(fmt, "%s", 2)) continue;
    const ir_expr *rs = gd_bare(c->ref.in_call[i]->args[1]);
    long size = rs && rs->kind == IR_CONST ? (long)rs->ival : 0;
    if (size < 2 || (uint64_t)size > pv->type->count) size = (long)pv->type->count;
    /* and one byte fewer: a reference that cuts the last byte it read
     * (`s[len - 1] = 0`, the newline or, on a line as long as the
     * buffer, a letter) counts what fgets reads with one byte less
     * room, where the program reads on and passes the newline over */
    for (long sz = size; sz >= size - 1 && sz >= 2; sz--) {
      char *t = xmalloc(strlen(pv->name) + 48);
      sprintf(t, "fgets(%s, %ld, stdin)", pv->name, sz);
      group *g = gd_new_group(c, "expression");
      if (g) g->base = 1;
      gd_add_edit(g, pc->loc, gd_own(c, t));
    }
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

/* Where the keyword kw (`float`, `double`) of the declaration at loc is
 * (one declaration may name several variables: `float a, b;`, b's place
 * being after the comma), or 0. */
static unsigned type_keyword(const ir_prog *p, ir_loc loc, const char *kw) {
  const ir_file *f = &p->files[loc.file];
  unsigned k = loc.off, n = (unsigned)strlen(kw);
  for (;;) {
    if (k + n <= f->len && !strncmp(f->text + k, kw, n) &&
        (k + n == f->len || !(f->text[k + n] == '_' || (f->text[k + n] | 32) >= 'a')))
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
  /* the lenient IR keeps a float or double passed to printf as an opaque
   * node with the variable its one operand */
  if (e && e->kind == IR_OPAQUE && !e->name && e->nargs == 1) e = gd_bare(e->args[0]);
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
    unsigned kw = type_keyword(r->p, pv->loc, "float");
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

/* The type keyword at `at` (n bytes) of declaration d becomes text, once
 * for a declaration of several inputs (done: the keywords edited). */
static void retype_decl(group *g, const ir_stmt *d, unsigned at, size_t n, const char *text, unsigned *done, int *ndone) {
  for (int k = 0; k < *ndone; k++)
    if (done[k] == at) return;
  if (*ndone >= 8) return;
  done[(*ndone)++] = at;
  ir_loc l = d->loc;
  l.off = at;
  l.end = at + (unsigned)n;
  gd_add_edit(g, l, text);
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
    unsigned kw = d ? type_keyword(c->p, d->loc, "float") : 0;
    if (!kw) continue;
    if (!g && !(g = gd_new_group(c, "type"))) return;
    g->base = 1;
    if (rt.nv < MAX_IN) rt.v[rt.nv++] = pv;
    retype_decl(g, d, kw, 5, "double", done, &ndone);
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
  g->uninit_only = g->base = 1;
  gd_add_edit(g, at, init);
}

/* A variable a run may read before anything is stored in it gets zero:
 * a scalar whose first mention reads it (`while (c != '\n')` before the
 * first getchar), and an array scanf reads a word or a line into (an
 * empty line stores nothing, and the program then counts what was there)
 * or fgets reads a line into (a loop over the whole array reads past the
 * line's end).
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
    int fills = l == 's' || l == '[' || c->prog.in_conv[i] == -1;
    if (!fills || v->storage != IR_LOCAL || !v->func || !v->type || v->type->kind != IR_TY_ARRAY) continue;
    const ir_stmt *d = decl_of(v->func->body, v);
    int seen = 0;
    for (int k = 0; k < i; k++) seen |= c->prog.in[k] == v;
    if (d && !d->vinit && !d->vlen && !seen) add_init(c, d, " = \"\"");
  }
}

/* ---- numbers read as floating point where the reference reads integers ---------- */

static int is_int32(const ir_var *v) {
  return v->type && v->type->kind == IR_TY_INT && v->type->bits == 32 && !v->type->is_bool;
}

/* Conversion k's directive in a literal format: *pct its '%', *letter
 * its conversion letter (offsets in the literal's text); 0 when absent. */
static int directive(const ir_prog *p, const ir_expr *lit, int k, int *pct, int *letter) {
  int at = conv_at(p, lit, k);
  if (at < 0) return 0;
  const char *t = ir_loc_text(p, lit->loc);
  int i = at;
  while (i > 0 && t[i] != '%') i--;
  *pct = i, *letter = at;
  return t[i] == '%';
}

typedef struct sweep {
  gctx *c;
  const retyped *r;
  group *g;
} sweep;

/* `a < b` of two retyped inputs: `a <= b` (and > likewise). */
static void sweep_cmp(void *ctx, const ir_expr *e) {
  sweep *w = ctx;
  if (e->kind != IR_BINOP || (e->op != IR_LT && e->op != IR_GT) || !is_retyped(w->r, e->a) || !is_retyped(w->r, e->b))
    return;
  const ir_file *f = &w->c->p->files[e->loc.file];
  for (unsigned k = e->a->loc.end; k < e->b->loc.off && k < f->len; k++)
    if ((f->text[k] == '<' || f->text[k] == '>') && f->text[k + 1] != '=') {
      ir_loc at = e->loc;
      at.off = at.end = k + 1;
      if (!w->g) w->g = gd_new_group(w->c, "expression");
      gd_add_edit(w->g, at, "=");
      return;
    }
}

/* Inputs the program reads into a double (or float) where the reference
 * reads an int: declared int, read and printed with %d (a double read
 * from "-0" prints "-0" with %.0f, where the reference prints 0), one
 * edit set; beside it, as a second set, every strict comparison of two
 * of them made non-strict (the ties that such a program, written for
 * distinct numbers, most often leaves out). */
void gd_int_edits(gctx *c) {
  group *g = NULL;
  unsigned done[8];
  int ndone = 0;
  retyped rt = {c->p, {0}, 0, {{0}}, 0};
  for (int i = 0; i < c->prog.nin && i < c->ref.nin; i++) {
    const ir_var *pv = c->prog.in[i], *rv = c->ref.in[i];
    const char *kw = is_type(pv, "double") ? "double" : is_type(pv, "float") ? "float" : NULL;
    if (!kw || !is_int32(rv) || !pv->func || c->prog.in_conv[i] < 0 || c->ref.in_conv[i] < 0) continue;
    const ir_stmt *d = decl_of(pv->func->body, pv);
    unsigned at = d ? type_keyword(c->p, d->loc, kw) : 0;
    const ir_expr *call = c->prog.in_call[i];
    const ir_expr *lit = gd_bare(call->args[gd_named(call, "fscanf") ? 1 : 0]);
    int pct, letter;
    if (!at || !lit || !directive(c->p, lit, c->prog.in_conv[i], &pct, &letter)) continue;
    if (!strchr("feEgG", ir_loc_text(c->p, lit->loc)[letter])) continue;
    if (!g && !(g = gd_new_group(c, "type"))) return;
    g->base = 1;
    if (rt.nv < MAX_IN) rt.v[rt.nv++] = pv;
    retype_decl(g, d, at, strlen(kw), "int", done, &ndone);
    ir_loc l = lit->loc;
    l.off = lit->loc.off + (unsigned)pct + 1;
    l.end = lit->loc.off + (unsigned)letter + 1;
    gd_add_edit(g, l, "d");
  }
  if (!g) return;
  /* what the program prints of them: %d, its flags and width kept */
  for (int i = 0; i < c->prog.nout; i++) {
    const ir_expr *call = c->prog.out[i].call;
    const ir_expr *lit = gd_bare(call->args[0]);
    if (c->prog.out[i].len < 0 || !gd_named(call, "printf") || !lit) continue;
    const char *t = ir_loc_text(c->p, lit->loc);
    for (int k = 1; k < call->nargs; k++) {
      int pct, letter;
      if (!is_retyped(&rt, call->args[k]) || !directive(c->p, lit, k - 1, &pct, &letter) || !strchr("fFeEgG", t[letter]))
        continue;
      int keep = pct + 1;
      while (keep < letter && strchr("-+ 0123456789", t[keep])) keep++;
      char *s = xmalloc((size_t)(keep - pct) + 2);
      memcpy(s, t + pct + 1, (size_t)(keep - pct - 1));
      strcpy(s + keep - pct - 1, "d");
      ir_loc l = lit->loc;
      l.off = lit->loc.off + (unsigned)pct + 1;
      l.end = lit->loc.off + (unsigned)letter + 1;
      gd_add_edit(g, l, gd_own(c, s));
    }
  }
  sweep w = {c, &rt, NULL};
  for (int i = 0; i < c->prog.ncond; i++) ir_expr_walk(c->prog.cond[i], sweep_cmp, &w);
}

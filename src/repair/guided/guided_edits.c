/* guided_edits.c - the candidate edits of the reference-guided engine:
 * each difference of the aligned programs as a text edit in the
 * program's names (guided.h lists the kinds). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "repair/guided/guided_internal.h"
#include "util/arena.h"

static const char *own(gctx *c, char *s) {
  if (c->nstrings < MAX_EDITS * 8) c->strings[c->nstrings++] = s;
  return s;
}

static group *new_group(gctx *c, const char *kind) {
  if (c->ng >= MAX_EDITS) return NULL;
  group *g = &c->g[c->ng++];
  memset(g, 0, sizeof *g);
  g->kind = kind;
  return g;
}

static void add_edit(group *g, ir_loc at, const char *text) {
  if (g && g->n < 8) g->e[g->n++] = (patch_edit){at, text};
}

static int same_text(const ir_prog *p, ir_loc at, const char *t) {
  size_t n;
  const char *s = gd_text_of(p, at, &n);
  return strlen(t) == n && !strncmp(s, t, n);
}

/* Where a statement's text ends: after its ';' (an expression statement)
 * or its '}' (a block). */
static unsigned stmt_end(const ir_prog *p, const ir_stmt *st) {
  const ir_file *f = &p->files[st->loc.file];
  unsigned e = st->kind == IR_S_EXPR && st->e ? st->e->loc.end : st->loc.end;
  if (st->kind == IR_S_EXPR) {
    unsigned k = e;
    while (k < f->len && (f->text[k] == ' ' || f->text[k] == '\t' || f->text[k] == '\n')) k++;
    if (k < f->len && f->text[k] == ';') return k + 1;
  }
  return e;
}

/* The program's text of the reference's output call r, renamed. */
static char *call_text(gctx *c, const out_call *r) { return gd_renamed(&c->ref, &c->m, r->call); }

static ir_loc point(const ir_stmt *at_stmt, unsigned off) {
  ir_loc l = at_stmt->loc;
  l.off = l.end = off;
  return l;
}

void gd_expression_edits(gctx *c) {
  for (int i = 0; i < c->prog.nout; i++) {
    const out_call *po = &c->prog.out[i];
    if (po->peer < 0) continue;
    const out_call *ro = &c->ref.out[po->peer];
    /* the guard of the output, as the reference writes it */
    if (po->guard && ro->guard) {
      char *t = gd_renamed(&c->ref, &c->m, ro->guard->e);
      if (t && !same_text(c->p, po->guard->e->loc, t)) add_edit(new_group(c, "expression"), po->guard->e->loc, own(c, t));
      else free(t);
    }
    /* its string, when the two differ only in text (same arguments) */
    if (po->len >= 0 && ro->len >= 0 && po->call->nargs == ro->call->nargs &&
        (po->len != ro->len || memcmp(po->text, ro->text, (size_t)po->len))) {
      const ir_expr *pl = gd_bare(po->call->args[0]), *rl = gd_bare(ro->call->args[0]);
      size_t n;
      const char *t = gd_text_of(c->ref.p, rl->loc, &n);
      if (pl && pl->loc.file >= 0 && n) add_edit(new_group(c, "string"), pl->loc, own(c, strndup(t, n)));
    }
    /* the values it prints */
    if (po->call->nargs == ro->call->nargs)
      for (int k = 1; k < po->call->nargs; k++) {
        char *t = gd_renamed(&c->ref, &c->m, ro->call->args[k]);
        const ir_expr *pa = po->call->args[k];
        if (t && pa->loc.file >= 0 && !same_text(c->p, pa->loc, t)) add_edit(new_group(c, "expression"), pa->loc, own(c, t));
        else free(t);
      }
  }
}

/* An output of the reference with no counterpart: after the program's
 * output aligned with the one before it; as the else branch the aligned
 * if lacks; or, where the program's chain ends in a plain else that the
 * reference guards once more, that guard and the reference's last branch. */
void gd_insert_edits(gctx *c) {
  for (int j = 0; j < c->ref.nout; j++) {
    const out_call *ro = &c->ref.out[j];
    if (ro->peer >= 0) continue;
    char *call = call_text(c, ro);
    if (!call) continue;
    own(c, call);
    /* after the aligned output before it */
    for (int k = j - 1; k >= 0; k--) {
      if (c->ref.out[k].peer < 0) continue;
      const out_call *pk = &c->prog.out[c->ref.out[k].peer];
      char *t = xmalloc(strlen(call) + 8);
      sprintf(t, " %s;", call);
      add_edit(new_group(c, "insert"), point(pk->st, stmt_end(c->p, pk->st)), own(c, t));
      break;
    }
    const ir_stmt *ri = ro->else_of;
    if (!ri) continue;
    /* the if whose else branch it is: its then branch's output aligned */
    for (int k = 0; k < c->ref.nout; k++) {
      const out_call *rt = &c->ref.out[k];
      if (rt->guard != ri || rt->peer < 0) continue;
      const out_call *pt = &c->prog.out[rt->peer];
      if (pt->guard && !pt->guard->els) {
        char *t = xmalloc(strlen(call) + 16);
        sprintf(t, " else %s;", call);
        add_edit(new_group(c, "insert"), point(pt->guard->then, stmt_end(c->p, pt->guard->then)), own(c, t));
      } else if (pt->else_of) {
        /* `else X;` where the reference has `else if (G) X; else R;` */
        char *g = gd_renamed(&c->ref, &c->m, ri->e);
        size_t n;
        const char *x = gd_text_of(c->p, pt->st->e->loc, &n);
        if (!g || !n) {
          free(g);
          continue;
        }
        char *t = xmalloc(strlen(g) + n + strlen(call) + 32);
        sprintf(t, "if (%s) %.*s; else %s", g, (int)n, x, call);
        free(g);
        add_edit(new_group(c, "insert"), pt->st->e->loc, own(c, t));
      }
    }
  }
}

/* ---- conditions and input calls ------------------------------------------------- */

typedef struct vset {
  const ir_var *v[16];
  int n, over;
} vset;

static void each_var(void *ctx, const ir_expr *e) {
  vset *s = ctx;
  if (e->kind != IR_VAR || e->var->literal) return;
  for (int i = 0; i < s->n; i++)
    if (s->v[i] == e->var) return;
  if (s->n < 16) s->v[s->n++] = e->var;
  else s->over = 1;
}

static int same_vars(const vset *a, const vset *b) {
  if (a->over || b->over || a->n != b->n) return 0;
  for (int i = 0; i < a->n; i++) {
    int hit = 0;
    for (int j = 0; j < b->n; j++) hit |= a->v[i] == b->v[j];
    if (!hit) return 0;
  }
  return 1;
}

static int has_edit(const gctx *c, ir_loc at, const char *text) {
  for (int i = 0; i < c->ng; i++)
    for (int j = 0; j < c->g[i].n; j++)
      if (c->g[i].e[j].at.off == at.off && c->g[i].e[j].at.end == at.end && c->g[i].e[j].at.file == at.file &&
          !strcmp(c->g[i].e[j].text, text))
        return 1;
  return 0;
}

/* Text equal but for white space. */
static int same_tokens(const char *a, size_t na, const char *b, size_t nb) {
  size_t i = 0, j = 0;
  for (;;) {
    while (i < na && strchr(" \t\r\n", a[i])) i++;
    while (j < nb && strchr(" \t\r\n", b[j])) j++;
    if (i == na || j == nb) return i == na && j == nb;
    if (a[i++] != b[j++]) return 0;
  }
}

/* A reference's text laid out on several lines, on one: each run of white
 * space that holds a line break becomes one space (in place). */
static char *one_line(char *t) {
  size_t k = 0;
  for (size_t i = 0; t[i];) {
    size_t j = i;
    int nl = 0;
    while (t[j] && strchr(" \t\r\n", t[j])) nl |= t[j++] == '\n';
    if (nl) {
      t[k++] = ' ';
      i = j;
    } else if (j > i) {
      while (i < j) t[k++] = t[i++];
    } else {
      t[k++] = t[i++];
    }
  }
  t[k] = 0;
  return t;
}

/* A condition the reference writes differently: for each condition of
 * the program that no reference condition spells alike, the reference's
 * conditions on the same variables (renamed), the closest in text first
 * (two at most), as in a loop counting vowels that misses one.  Each
 * reference condition is renamed once, for every program condition. */
void gd_condition_edits(gctx *c) {
  char *rtext[MAX_COND];  /* renamed, on one line; NULL: not the program's */
  vset rvars[MAX_COND];   /* its variables, the program's */
  for (int j = 0; j < c->ref.ncond; j++) {
    rtext[j] = gd_renamed(&c->ref, &c->m, c->ref.cond[j]);
    if (rtext[j] && strlen(rtext[j]) > 256) {
      free(rtext[j]);
      rtext[j] = NULL;
    }
    if (rtext[j]) one_line(rtext[j]);
    vset rv = {{0}, 0, 0};
    ir_expr_walk(c->ref.cond[j], each_var, &rv);
    rvars[j] = (vset){{0}, 0, rv.over};
    for (int k = 0; k < rv.n; k++) rvars[j].v[rvars[j].n++] = gd_mapped(&c->m, rv.v[k]);
  }
  for (int i = 0; i < c->prog.ncond; i++) {
    const ir_expr *pe = c->prog.cond[i];
    size_t pn;
    const char *pt = gd_text_of(c->p, pe->loc, &pn);
    if (!pn || pn > 256) continue;
    vset pv = {{0}, 0, 0};
    ir_expr_walk(pe, each_var, &pv);
    int best[2] = {-1, -1}, bestd[2] = {1 << 30, 1 << 30}, same = 0;
    for (int j = 0; j < c->ref.ncond && !same; j++) {
      const char *t = rtext[j];
      if (!t) continue;
      same = same_tokens(pt, pn, t, strlen(t));
      int d = gd_distance(pt, (int)pn, t, (int)strlen(t));
      if (same || !same_vars(&pv, &rvars[j]) || d >= bestd[1]) continue;
      if (d < bestd[0]) {
        best[1] = best[0], bestd[1] = bestd[0];
        best[0] = j, bestd[0] = d;
      } else {
        best[1] = j, bestd[1] = d;
      }
    }
    for (int k = 0; k < 2 && !same; k++) {
      if (best[k] < 0 || has_edit(c, pe->loc, rtext[best[k]])) continue;
      group *g = new_group(c, "expression");
      if (!g) continue;
      g->loose = 1;
      add_edit(g, pe->loc, own(c, strdup(rtext[best[k]])));
    }
  }
  for (int j = 0; j < c->ref.ncond; j++) free(rtext[j]);
}

/* A word read (scanf's %s) where the reference reads the line (fgets):
 * the reference's call into the program's array, at most its size. */
void gd_input_edits(gctx *c) {
  for (int i = 0; i < c->prog.nin && i < c->ref.nin; i++) {
    const ir_expr *pc = c->prog.in_call[i], *rc = c->ref.in_call[i];
    const ir_var *pv = c->prog.in[i];
    char fmt[8];
    if (c->ref.in_conv[i] != -1 || !gd_named(pc, "scanf") || pc->nargs != 2 || pc->loc.file < 0) continue;
    if (gd_literal(c->p, pc->args[0], fmt, (int)sizeof fmt) != 2 || memcmp(fmt, "%s", 2)) continue;
    if (!pv->type || pv->type->kind != IR_TY_ARRAY || pv->type->count < 2) continue;
    const ir_expr *rs = gd_bare(rc->args[1]);
    long size = rs && rs->kind == IR_CONST ? (long)rs->ival : 0;
    if (size < 2 || (uint64_t)size > pv->type->count) size = (long)pv->type->count;
    char *t = xmalloc(strlen(pv->name) + 48);
    sprintf(t, "fgets(%s, %ld, stdin)", pv->name, size);
    add_edit(new_group(c, "expression"), pc->loc, own(c, t));
  }
}

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

/* Inputs the program reads into a float where the reference reads a
 * double: declared double, read with %lf (one edit set). */
void gd_type_edits(gctx *c) {
  group *g = NULL;
  unsigned done[8];
  int ndone = 0;
  for (int i = 0; i < c->prog.nin && i < c->ref.nin; i++) {
    const ir_var *pv = c->prog.in[i], *rv = c->ref.in[i];
    if (!is_type(pv, "float") || !is_type(rv, "double") || !pv->func) continue;
    const ir_stmt *d = decl_of(pv->func->body, pv);
    unsigned kw = d ? float_keyword(c->p, d->loc) : 0;
    if (!kw) continue;
    if (!g && !(g = new_group(c, "type"))) return;
    int seen = 0;
    for (int k = 0; k < ndone; k++) seen |= done[k] == kw;
    if (!seen && ndone < 8) {
      done[ndone++] = kw;
      ir_loc at = d->loc;
      at.off = kw;
      at.end = kw + 5;
      add_edit(g, at, "double");
    }
    const ir_expr *call = c->prog.in_call[i];
    int fmt = gd_named(call, "fscanf") ? 1 : 0;
    const ir_expr *lit = gd_bare(call->args[fmt]);
    int at = lit ? conv_at(c->p, lit, c->prog.in_conv[i]) : -1;
    const char *t = ir_loc_text(c->p, lit->loc);
    if (at < 0 || !strchr("feEgG", t[at]) || t[at - 1] == 'l') continue;
    ir_loc l = lit->loc;
    l.off = l.end = lit->loc.off + (unsigned)at;
    add_edit(g, l, "l");
  }
}

/* guided.c - candidate edits from the reference, found by aligning the
 * two programs' inputs and outputs (guided.h). */
#include "repair/guided/guided.h"

#include <stdlib.h>
#include <string.h>

#include "util/arena.h"
#include "util/clock.h"

/* ---- the two programs' inputs and outputs ---------------------------------- */

enum { MAX_OUT = 128, MAX_IN = 64, MAX_EDITS = 64 };

typedef struct out_call {
  const ir_stmt *st;       /* the expression statement of the call */
  const ir_expr *call;     /* printf, puts, fputs (lenient IR: opaque) */
  const ir_stmt *guard;    /* the if whose then branch it is, or NULL */
  const ir_stmt *else_of;  /* the if whose else branch it is, or NULL */
  char text[256];          /* the string it writes (format), decoded */
  int len;                 /* -1: not a literal */
  int peer;                /* the aligned call of the other side, or -1 */
} out_call;

enum { MAX_COND = 64 };

typedef struct side {
  const ir_prog *p;
  out_call out[MAX_OUT];
  int nout;
  const ir_var *in[MAX_IN];  /* the variables scanf and fgets fill, in order */
  const ir_expr *in_call[MAX_IN];
  int in_conv[MAX_IN];       /* which conversion of that call; -1: a line (fgets) */
  int nin;
  const ir_expr *cond[MAX_COND];  /* the conditions of if, while, do and for */
  int ncond;
} side;

static const ir_expr *bare(const ir_expr *e) {
  while (e && (e->kind == IR_CAST || e->kind == IR_DECAY)) e = e->a;
  return e;
}

static int named(const ir_expr *e, const char *n) {
  e = bare(e);
  return e && e->kind == IR_OPAQUE && e->name && !strcmp(e->name, n);
}

static const char *text_of(const ir_prog *p, ir_loc at, size_t *len) {
  *len = at.end > at.off ? at.end - at.off : 0;
  return at.file >= 0 ? ir_loc_text(p, at) : "";
}

/* The string literal's bytes (escapes undone, adjacent literals joined). */
static int literal(const ir_prog *p, const ir_expr *arg, char *buf, int cap) {
  const ir_expr *e = bare(arg);
  if (!e || e->loc.file < 0 || e->loc.end <= e->loc.off) return -1;
  size_t n;
  const char *t = text_of(p, e->loc, &n);
  if (t[0] != '"') return -1;
  int k = 0;
  for (size_t i = 0; i < n; i++) {
    if (t[i] != '"') continue;
    for (i++; i < n && t[i] != '"' && k < cap; i++) {
      char c = t[i];
      if (c == '\\' && i + 1 < n) {
        c = t[++i];
        c = c == 'n' ? '\n' : c == 't' ? '\t' : c;
      }
      buf[k++] = c;
    }
  }
  return k;
}

static void scan_inputs(side *s, const ir_expr *e);

static void each_input(void *ctx, const ir_expr *e) {
  side *s = ctx;
  int first = named(e, "scanf") ? 1 : named(e, "fscanf") ? 2 : 0;
  const ir_expr *c = bare(e);
  if (named(e, "fgets") && c->nargs == 3 && s->nin < MAX_IN) {
    /* a line read into an array: the buffer is the input */
    const ir_expr *a = bare(c->args[0]);
    if (a && a->kind == IR_VAR) {
      s->in_call[s->nin] = c;
      s->in_conv[s->nin] = -1;
      s->in[s->nin++] = a->var;
    }
    return;
  }
  for (int i = first; first && i < c->nargs && s->nin < MAX_IN; i++) {
    const ir_expr *a = bare(c->args[i]);
    if (a && a->kind == IR_ADDROF) a = bare(a->a);
    /* lenient IR: &x of a float or double x is opaque, x its one operand */
    if (a && a->kind == IR_OPAQUE && !a->name && a->nargs == 1) a = bare(a->args[0]);
    if (!a || a->kind != IR_VAR) continue;
    s->in_call[s->nin] = c;
    s->in_conv[s->nin] = i - first;
    s->in[s->nin++] = a->var;
  }
}

static void scan_inputs(side *s, const ir_expr *e) { ir_expr_walk(e, each_input, s); }

static void add_out(side *s, const ir_stmt *st, const ir_stmt *guard, const ir_stmt *else_of) {
  const ir_expr *c = bare(st->e);
  int argi = named(c, "printf") || named(c, "puts") || named(c, "fputs") ? 0 : -1;
  if (argi < 0 || c->nargs <= argi || s->nout >= MAX_OUT) return;
  out_call *o = &s->out[s->nout++];
  memset(o, 0, sizeof *o);
  o->st = st;
  o->call = c;
  o->guard = guard;
  o->else_of = else_of;
  o->len = literal(s->p, c->args[argi], o->text, (int)sizeof o->text);
  o->peer = -1;
}

/* guard/else_of: st is (alone) the then or the else branch of that if */
static void walk(side *s, const ir_stmt *st, const ir_stmt *guard, const ir_stmt *else_of) {
  if (!st) return;
  const ir_expr *ex[] = {st->e, st->vinit, st->step};
  for (int k = 0; k < 3; k++)
    if (ex[k]) scan_inputs(s, ex[k]);
  int tested = st->kind == IR_S_IF || st->kind == IR_S_WHILE || st->kind == IR_S_DO || st->kind == IR_S_FOR;
  if (tested && st->e && st->e->loc.file >= 0 && s->ncond < MAX_COND) s->cond[s->ncond++] = st->e;
  switch (st->kind) {
  case IR_S_EXPR: add_out(s, st, guard, else_of); break;
  case IR_S_BLOCK:
    for (int i = 0; i < st->n; i++) walk(s, st->body[i], st->n == 1 ? guard : NULL, st->n == 1 ? else_of : NULL);
    break;
  case IR_S_IF:
    walk(s, st->then, st, NULL);
    walk(s, st->els, NULL, st);
    break;
  case IR_S_FOR:
    walk(s, st->init, NULL, NULL);
    walk(s, st->then, NULL, NULL);
    break;
  case IR_S_WHILE:
  case IR_S_DO:
  case IR_S_SWITCH: walk(s, st->then, NULL, NULL); break;
  default: break;
  }
}

static void read_side(side *s, const ir_prog *p) {
  memset(s, 0, sizeof *s);
  s->p = p;
  for (int i = 0; i < p->nfuncs; i++)
    if (p->funcs[i]->body && !p->funcs[i]->lib) walk(s, p->funcs[i]->body, NULL, NULL);
}

/* ---- alignment ----------------------------------------------------------------- */

static int distance(const char *a, int na, const char *b, int nb) {
  int row[257];
  for (int j = 0; j <= nb; j++) row[j] = j;
  for (int i = 1; i <= na; i++) {
    int diag = row[0];
    row[0] = i;
    for (int j = 1; j <= nb; j++) {
      int up = row[j], best = diag + (a[i - 1] != b[j - 1]);
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      if (up + 1 < best) best = up + 1;
      row[j] = best;
      diag = up;
    }
  }
  return row[nb];
}

/* Two outputs say the same when their strings are within a few edits. */
static int alike(const out_call *a, const out_call *b) {
  if (a->len < 0 || b->len < 0) return 0;
  int longer = a->len > b->len ? a->len : b->len, lim = longer / 5 > 3 ? longer / 5 : 3;
  return distance(a->text, a->len, b->text, b->len) <= lim;
}

/* The longest common subsequence of alike outputs, in order. */
static void align(side *p, side *r) {
  int n = p->nout, m = r->nout;
  int *t = xcalloc((size_t)(n + 1) * (size_t)(m + 1), sizeof *t);
#define T(i, j) t[(size_t)(i) * (size_t)(m + 1) + (size_t)(j)]
  for (int i = n - 1; i >= 0; i--)
    for (int j = m - 1; j >= 0; j--)
      T(i, j) = alike(&p->out[i], &r->out[j]) ? 1 + T(i + 1, j + 1)
                : T(i + 1, j) > T(i, j + 1) ? T(i + 1, j) : T(i, j + 1);
  for (int i = 0, j = 0; i < n && j < m;) {
    if (alike(&p->out[i], &r->out[j]) && T(i, j) == 1 + T(i + 1, j + 1)) {
      p->out[i].peer = j;
      r->out[j].peer = i;
      i++, j++;
    } else if (T(i + 1, j) >= T(i, j + 1)) {
      i++;
    } else {
      j++;
    }
  }
#undef T
  free(t);
}

/* ---- renaming: the reference's text in the program's names ----------------------- */

typedef struct vmap {
  const ir_var *ref[MAX_IN * 2], *prog[MAX_IN * 2];
  int n;
} vmap;

static const ir_var *mapped(const vmap *m, const ir_var *rv) {
  for (int i = 0; i < m->n; i++)
    if (m->ref[i] == rv) return m->prog[i];
  return NULL;
}

/* Inputs by position, then any variable of the reference whose name the
 * program uses for a variable too. */
static void map_vars(vmap *m, const side *p, const side *r) {
  m->n = 0;
  for (int i = 0; i < p->nin && i < r->nin && m->n < MAX_IN * 2; i++)
    if (!mapped(m, r->in[i])) {
      m->ref[m->n] = r->in[i];
      m->prog[m->n++] = p->in[i];
    }
  for (int i = 0; i < r->p->nvars && m->n < MAX_IN * 2; i++) {
    const ir_var *rv = r->p->vars[i];
    if (rv->literal || mapped(m, rv)) continue;
    for (int j = 0; j < p->p->nvars; j++)
      if (!p->p->vars[j]->literal && !strcmp(p->p->vars[j]->name, rv->name)) {
        m->ref[m->n] = rv;
        m->prog[m->n++] = p->p->vars[j];
        break;
      }
  }
}

typedef struct rn {
  const vmap *m;
  ir_loc at[64];
  const char *name[64];
  int n, bad;
} rn;

static void rename_var(void *ctx, const ir_expr *e) {
  rn *r = ctx;
  if (e->kind != IR_VAR || e->var->literal || r->bad) return;
  const ir_var *pv = mapped(r->m, e->var);
  if (!pv || r->n >= 64) {
    r->bad = 1;
    return;
  }
  r->at[r->n] = e->loc;
  r->name[r->n++] = pv->name;
}

/* The reference's expression e in the program's names (malloc'd), or NULL
 * when one of its variables has no counterpart. */
static char *renamed(const side *r, const vmap *m, const ir_expr *e) {
  rn x = {m, {{0}}, {0}, 0, 0};
  ir_expr_walk(e, rename_var, &x);
  size_t len;
  const char *t = text_of(r->p, e->loc, &len);
  if (x.bad || !len) return NULL;
  for (int i = 1; i < x.n; i++)  /* by offset */
    for (int j = i; j > 0 && x.at[j - 1].off > x.at[j].off; j--) {
      ir_loc l = x.at[j];
      x.at[j] = x.at[j - 1];
      x.at[j - 1] = l;
      const char *s = x.name[j];
      x.name[j] = x.name[j - 1];
      x.name[j - 1] = s;
    }
  size_t cap = len + 1;
  for (int i = 0; i < x.n; i++) cap += strlen(x.name[i]);
  char *out = xmalloc(cap);
  size_t k = 0;
  unsigned pos = e->loc.off;
  for (int i = 0; i < x.n; i++) {
    if (x.at[i].off < pos || x.at[i].end > e->loc.end) {
      free(out);
      return NULL;  /* a macro's expansion: no honest text */
    }
    memcpy(out + k, t + (pos - e->loc.off), x.at[i].off - pos);
    k += x.at[i].off - pos;
    memcpy(out + k, x.name[i], strlen(x.name[i]));
    k += strlen(x.name[i]);
    pos = x.at[i].end;
  }
  memcpy(out + k, t + (pos - e->loc.off), e->loc.end - pos);
  k += e->loc.end - pos;
  out[k] = 0;
  return out;
}

/* ---- candidate edits --------------------------------------------------------------- */

typedef struct group {
  int n;
  patch_edit e[8];
  const char *kind;       /* "expression", "insert", "type" */
  int loose;              /* aligned by likeness alone (a condition): left
                             out of the set of every edit */
} group;

typedef struct gctx {
  ts_ctx *ts;
  const ir_prog *p;
  side prog, ref;
  vmap m;
  group g[MAX_EDITS];
  int ng;
  char *strings[MAX_EDITS * 8];  /* texts the edits own */
  int nstrings;
} gctx;

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
  const char *s = text_of(p, at, &n);
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
static char *call_text(gctx *c, const out_call *r) { return renamed(&c->ref, &c->m, r->call); }

static ir_loc point(const ir_stmt *at_stmt, unsigned off) {
  ir_loc l = at_stmt->loc;
  l.off = l.end = off;
  return l;
}

static void expression_edits(gctx *c) {
  for (int i = 0; i < c->prog.nout; i++) {
    const out_call *po = &c->prog.out[i];
    if (po->peer < 0) continue;
    const out_call *ro = &c->ref.out[po->peer];
    /* the guard of the output, as the reference writes it */
    if (po->guard && ro->guard) {
      char *t = renamed(&c->ref, &c->m, ro->guard->e);
      if (t && !same_text(c->p, po->guard->e->loc, t)) add_edit(new_group(c, "expression"), po->guard->e->loc, own(c, t));
      else free(t);
    }
    /* its string, when the two differ only in text (same arguments) */
    if (po->len >= 0 && ro->len >= 0 && po->call->nargs == ro->call->nargs &&
        (po->len != ro->len || memcmp(po->text, ro->text, (size_t)po->len))) {
      const ir_expr *pl = bare(po->call->args[0]), *rl = bare(ro->call->args[0]);
      size_t n;
      const char *t = text_of(c->ref.p, rl->loc, &n);
      if (pl && pl->loc.file >= 0 && n) add_edit(new_group(c, "string"), pl->loc, own(c, strndup(t, n)));
    }
    /* the values it prints */
    if (po->call->nargs == ro->call->nargs)
      for (int k = 1; k < po->call->nargs; k++) {
        char *t = renamed(&c->ref, &c->m, ro->call->args[k]);
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
static void insert_edits(gctx *c) {
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
        char *g = renamed(&c->ref, &c->m, ri->e);
        size_t n;
        const char *x = text_of(c->p, pt->st->e->loc, &n);
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
 * (two at most), as in a loop counting vowels that misses one. */
static void condition_edits(gctx *c) {
  for (int i = 0; i < c->prog.ncond; i++) {
    const ir_expr *pe = c->prog.cond[i];
    size_t pn;
    const char *pt = text_of(c->p, pe->loc, &pn);
    if (!pn || pn > 256) continue;
    vset pv = {{0}, 0, 0};
    ir_expr_walk(pe, each_var, &pv);
    char *best[2] = {NULL, NULL};
    int bestd[2] = {1 << 30, 1 << 30}, same = 0;
    for (int j = 0; j < c->ref.ncond && !same; j++) {
      char *t = renamed(&c->ref, &c->m, c->ref.cond[j]);
      if (!t || strlen(t) > 256) {
        free(t);
        continue;
      }
      vset rv = {{0}, 0, 0}, mv = {{0}, 0, 0};
      ir_expr_walk(c->ref.cond[j], each_var, &rv);
      for (int k = 0; k < rv.n; k++) mv.v[mv.n++] = mapped(&c->m, rv.v[k]);
      mv.over = rv.over;
      same = same_tokens(pt, pn, t, strlen(t));
      one_line(t);
      int d = distance(pt, (int)pn, t, (int)strlen(t));
      if (same || !same_vars(&pv, &mv) || d >= bestd[1]) {
        free(t);
        continue;
      }
      free(best[1]);
      if (d < bestd[0]) {
        best[1] = best[0], bestd[1] = bestd[0];
        best[0] = t, bestd[0] = d;
      } else {
        best[1] = t, bestd[1] = d;
      }
    }
    for (int k = 0; k < 2; k++) {
      group *g = best[k] && !same && !has_edit(c, pe->loc, best[k]) ? new_group(c, "expression") : NULL;
      if (g) {
        g->loose = 1;
        add_edit(g, pe->loc, own(c, best[k]));
      } else {
        free(best[k]);
      }
    }
  }
}

/* A word read (scanf's %s) where the reference reads the line (fgets):
 * the reference's call into the program's array, at most its size. */
static void input_edits(gctx *c) {
  for (int i = 0; i < c->prog.nin && i < c->ref.nin; i++) {
    const ir_expr *pc = c->prog.in_call[i], *rc = c->ref.in_call[i];
    const ir_var *pv = c->prog.in[i];
    char fmt[8];
    if (c->ref.in_conv[i] != -1 || !named(pc, "scanf") || pc->nargs != 2 || pc->loc.file < 0) continue;
    if (literal(c->p, pc->args[0], fmt, (int)sizeof fmt) != 2 || memcmp(fmt, "%s", 2)) continue;
    if (!pv->type || pv->type->kind != IR_TY_ARRAY || pv->type->count < 2) continue;
    const ir_expr *rs = bare(rc->args[1]);
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
  const char *t = text_of(p, lit->loc, &n);
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
static void type_edits(gctx *c) {
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
    int fmt = named(call, "fscanf") ? 1 : 0;
    const ir_expr *lit = bare(call->args[fmt]);
    int at = lit ? conv_at(c->p, lit, c->prog.in_conv[i]) : -1;
    const char *t = ir_loc_text(c->p, lit->loc);
    if (at < 0 || !strchr("feEgG", t[at]) || t[at - 1] == 'l') continue;
    ir_loc l = lit->loc;
    l.off = l.end = lit->loc.off + (unsigned)at;
    add_edit(g, l, "l");
  }
}

/* ---- the search -------------------------------------------------------------------- */

static int overlaps(const group *a, const group *b) {
  for (int i = 0; i < a->n; i++)
    for (int j = 0; j < b->n; j++) {
      const ir_loc *x = &a->e[i].at, *y = &b->e[j].at;
      if (x->file == y->file && x->off < y->end + (y->off == y->end) && y->off < x->end + (x->off == x->end)) return 1;
    }
  return 0;
}

/* The changes of a group for the report; a type edit's conversions (an
 * `l` put into a scanf format) are told by its diff. */
static void describe(gctx *c, const group *g, rep_change *out, int *n) {
  for (int i = 0; i < g->n; i++) {
    const patch_edit *e = &g->e[i];
    if (!strcmp(g->kind, "type") && e->at.off == e->at.end) continue;
    rep_change *ch = &out[(*n)++];
    memset(ch, 0, sizeof *ch);
    ch->file = c->p->files[e->at.file].path;
    rep_linecol(c->p, e->at.file, e->at.off, &ch->line, &ch->col);
    ch->at_line = ch->line;
    ch->at_col = ch->col;
    rep_linecol(c->p, e->at.file, e->at.end, &ch->at_end_line, &ch->at_end_col);
    size_t n0;
    const char *t = text_of(c->p, e->at, &n0);
    ch->original = strndup(t, n0);
    ch->replacement = strdup(e->text);
    ch->new_text = e->text;
    ch->edit = !strcmp(g->kind, "type") ? "type" : g->kind;
  }
}

static patch set_patch(gctx *c, const int *idx, int k) {
  patch_edit e[64];
  memset(e, 0, sizeof e);
  int n = 0;
  for (int i = 0; i < k; i++)
    for (int j = 0; j < c->g[idx[i]].n && n < 64; j++) e[n++] = c->g[idx[i]].e[j];
  return patch_apply(c->p, e, n);
}

static int set_passes(gctx *c, const int *idx, int k, guided_stats *st) {
  patch pt = set_patch(c, idx, k);
  st->candidates++;
  int ok = ts_validate(c->ts, &pt);
  patch_free(&pt);
  return ok;
}

/* The set idx[0..k), which passes the suite, to the judge: fn's answer. */
static int offer(gctx *c, const int *idx, int k, guided_found_fn fn, void *ctx, guided_stats *st) {
  rep_change ch[64];
  int nc = 0;
  patch pt = set_patch(c, idx, k);
  for (int i = 0; i < k; i++) describe(c, &c->g[idx[i]], ch, &nc);
  int v = fn(ctx, &pt, ch, nc, k);
  if (v >= 0) st->repairs++;
  for (int i = 0; i < nc; i++) {
    free(ch[i].original);
    free(ch[i].replacement);
  }
  patch_free(&pt);
  return v;
}

/* Try the set of groups idx[0..k): 1 to stop, 0 to go on. */
static int try_set(gctx *c, const int *idx, int k, guided_found_fn fn, void *ctx, guided_stats *st) {
  return set_passes(c, idx, k, st) && offer(c, idx, k, fn, ctx, st) > 0;
}

/* A large set that repairs often holds edits it does not need (a guard
 * that the chain around it already implies): each is dropped in turn
 * while the suite still passes, and what is left goes to the judge.  A
 * refusal adds the test that refutes it (the caller's judge), so the set
 * is shrunk again from the whole, a few rounds; then the whole set goes to
 * the judge.  1 to stop, 0 to go on. */
enum { SHRINK_ROUNDS = 4 };

static int try_shrunk(gctx *c, const int *all, int nall, guided_found_fn fn, void *ctx, guided_stats *st) {
  for (int round = 0; round < SHRINK_ROUNDS; round++) {
    if (ts_out_of_time(c->ts) || !set_passes(c, all, nall, st)) return 0;
    int idx[MAX_EDITS], k = nall;
    memcpy(idx, all, sizeof *idx * (size_t)nall);
    for (int i = 0; i < k && k > 1 && !ts_out_of_time(c->ts);) {
      int t[MAX_EDITS], m = 0;
      for (int j = 0; j < k; j++)
        if (j != i) t[m++] = idx[j];
      if (set_passes(c, t, m, st)) {
        memcpy(idx, t, sizeof *idx * (size_t)m);
        k = m;
      } else {
        i++;
      }
    }
    if (k == nall) break;
    int tests0 = c->ts->s->n;
    int v = offer(c, idx, k, fn, ctx, st);
    if (v >= 0) return v > 0;
    if (c->ts->s->n == tests0) break;  /* refused without a new test: it would shrink alike */
  }
  return !ts_out_of_time(c->ts) && set_passes(c, all, nall, st) && offer(c, all, nall, fn, ctx, st) > 0;
}

void guided_run(ts_ctx *ts, const ir_prog *ref, int which, guided_found_fn fn, void *ctx, guided_stats *st) {
  double t0 = clock_now();
  memset(st, 0, sizeof *st);
  gctx *c = xcalloc(1, sizeof *c);
  c->ts = ts;
  c->p = ts->p;
  read_side(&c->prog, ts->p);
  read_side(&c->ref, ref);
  align(&c->prog, &c->ref);
  map_vars(&c->m, &c->prog, &c->ref);
  type_edits(c);
  int ntype = c->ng;
  expression_edits(c);
  input_edits(c);
  condition_edits(c);
  insert_edits(c);
  st->edits = c->ng;
  if (getenv("AMEND_DEBUG_GUIDED")) {  /* the alignment and the edits */
    for (int i = 0; i < c->ref.nout; i++)
      fprintf(stderr, "guided: reference output %d (%.*s) ~ program output %d\n", i, c->ref.out[i].len > 0 ? c->ref.out[i].len : 0,
              c->ref.out[i].text, c->ref.out[i].peer);
    for (int i = 0; i < c->m.n; i++) fprintf(stderr, "guided: %s ~ %s\n", c->m.ref[i]->name, c->m.prog[i]->name);
    for (int i = 0; i < c->ng; i++)
      for (int j = 0; j < c->g[i].n; j++)
        fprintf(stderr, "guided: edit %d (%s) at %u:%u: %s\n", i, c->g[i].kind, c->g[i].e[j].at.line, c->g[i].e[j].at.col,
                c->g[i].e[j].text);
  }
  int stop = 0;
  /* one at a time, then two at a time (the type edit goes with any) */
  for (int i = 0; i < c->ng && !stop && (which & GUIDED_SINGLE); i++) {
    if (ts_out_of_time(ts)) goto out_of_time;
    stop = try_set(c, &i, 1, fn, ctx, st);
  }
  if (!(which & GUIDED_SETS)) goto done;
  for (int i = 0; i < c->ng && !stop && !st->repairs; i++)
    for (int j = i + 1; j < c->ng && !stop; j++) {
      if (overlaps(&c->g[i], &c->g[j])) continue;
      if (ts_out_of_time(ts)) goto out_of_time;
      int idx[2] = {i, j};
      stop = try_set(c, idx, 2, fn, ctx, st);
    }
  /* the type edit (a float program needs it beside any other) and two more */
  for (int i = ntype; ntype && i < c->ng && !stop && !st->repairs; i++)
    for (int j = i + 1; j < c->ng && !stop; j++) {
      int idx[3] = {0, i, j};
      if (overlaps(&c->g[i], &c->g[j]) || overlaps(&c->g[0], &c->g[i]) || overlaps(&c->g[0], &c->g[j])) continue;
      if (ts_out_of_time(ts)) goto out_of_time;
      stop = try_set(c, idx, 3, fn, ctx, st);
    }
  /* every edit but the inserts at once */
  if (!stop && !st->repairs && c->ng - ntype > 1) {
    int idx[MAX_EDITS], k = 0;
    for (int i = 0; i < c->ng; i++) {
      int clash = 0;
      for (int j = 0; j < k; j++) clash |= overlaps(&c->g[idx[j]], &c->g[i]);
      if (!clash && strcmp(c->g[i].kind, "insert") && !c->g[i].loose) idx[k++] = i;
    }
    if (!ts_out_of_time(ts)) try_shrunk(c, idx, k, fn, ctx, st);
  }
  goto done;
out_of_time:
  st->timed_out = 1;
done:
  for (int i = 0; i < c->nstrings; i++) free(c->strings[i]);
  free(c);
  st->elapsed_s = clock_now() - t0;
}

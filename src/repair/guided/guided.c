/* guided.c - the reference-guided engine (guided.h): the two programs
 * read off the IR, aligned by their inputs and outputs, the reference's
 * text renamed into the program's names, and the search over the edits
 * guided_edits.c finds. */
#include "repair/guided/guided.h"

#include "repair/guided/guided_internal.h"

#include <stdlib.h>
#include <string.h>

#include "front/front.h"
#include "util/arena.h"
#include "util/clock.h"

const ir_expr *gd_bare(const ir_expr *e) {
  while (e && (e->kind == IR_CAST || e->kind == IR_DECAY)) e = e->a;
  return e;
}

int gd_named(const ir_expr *e, const char *n) {
  e = gd_bare(e);
  return e && e->kind == IR_OPAQUE && e->name && !strcmp(e->name, n);
}

const char *gd_text_of(const ir_prog *p, ir_loc at, size_t *len) {
  *len = at.end > at.off ? at.end - at.off : 0;
  return at.file >= 0 ? ir_loc_text(p, at) : "";
}

/* The string literal's bytes (escapes undone, adjacent literals joined). */
int gd_literal(const ir_prog *p, const ir_expr *arg, char *buf, int cap) {
  const ir_expr *e = gd_bare(arg);
  if (!e || e->loc.file < 0 || e->loc.end <= e->loc.off) return -1;
  size_t n;
  const char *t = gd_text_of(p, e->loc, &n);
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
  int first = gd_named(e, "scanf") ? 1 : gd_named(e, "fscanf") ? 2 : 0;
  const ir_expr *c = gd_bare(e);
  if (e->kind == IR_ASSIGN && e->op == IR_NOP && s->nin < MAX_IN && gd_bare(e->a) && gd_bare(e->a)->kind == IR_VAR &&
      (gd_named(e->b, "getchar") || gd_named(e->b, "getc") || gd_named(e->b, "fgetc"))) {
    /* a character read into a variable: that variable is the input */
    s->in_call[s->nin] = gd_bare(e->b);
    s->in_conv[s->nin] = -2;
    s->in[s->nin++] = gd_bare(e->a)->var;
    return;
  }
  if (gd_named(e, "fgets") && c->nargs == 3 && s->nin < MAX_IN) {
    /* a line read into an array: the buffer is the input */
    const ir_expr *a = gd_bare(c->args[0]);
    if (a && a->kind == IR_VAR) {
      s->in_call[s->nin] = c;
      s->in_conv[s->nin] = -1;
      s->in[s->nin++] = a->var;
    }
    return;
  }
  for (int i = first; first && i < c->nargs && s->nin < MAX_IN; i++) {
    const ir_expr *a = gd_bare(c->args[i]);
    if (a && a->kind == IR_ADDROF) a = gd_bare(a->a);
    /* lenient IR: &x of a float or double x is opaque, x its one operand */
    if (a && a->kind == IR_OPAQUE && !a->name && a->nargs == 1) a = gd_bare(a->args[0]);
    if (!a || a->kind != IR_VAR) continue;
    s->in_call[s->nin] = c;
    s->in_conv[s->nin] = i - first;
    s->in[s->nin++] = a->var;
  }
}

static void scan_inputs(side *s, const ir_expr *e) { ir_expr_walk(e, each_input, s); }

static void add_out(side *s, const ir_stmt *st, const ir_stmt *guard, const ir_stmt *else_of) {
  const ir_expr *c = gd_bare(st->e);
  int argi = gd_named(c, "printf") || gd_named(c, "puts") || gd_named(c, "fputs") ? 0 : -1;
  if (argi < 0 || c->nargs <= argi || s->nout >= MAX_OUT) return;
  out_call *o = &s->out[s->nout++];
  memset(o, 0, sizeof *o);
  o->st = st;
  o->call = c;
  o->guard = guard;
  o->else_of = else_of;
  o->len = gd_literal(s->p, c->args[argi], o->text, (int)sizeof o->text);
  o->peer = -1;
  o->nouter = s->nouter <= OUTER_MAX ? s->nouter : 0;  /* deeper: where it sits is not kept */
  memcpy(o->outer, s->outer, sizeof *o->outer * (size_t)o->nouter);
}

/* guard/else_of: st is (alone) the then or the else branch of that if */
static void walk(side *s, const ir_stmt *st, const ir_stmt *guard, const ir_stmt *else_of) {
  if (!st) return;
  const ir_expr *ex[] = {st->e, st->vinit, st->step};
  for (int k = 0; k < 3; k++)
    if (ex[k]) scan_inputs(s, ex[k]);
  int tested = st->kind == IR_S_IF || st->kind == IR_S_WHILE || st->kind == IR_S_DO || st->kind == IR_S_FOR;
  if (tested && st->e && st->e->loc.file >= 0 && s->ncond < MAX_COND) s->cond[s->ncond++] = st->e;
  const ir_expr *a = st->kind == IR_S_EXPR ? gd_bare(st->e) : NULL;
  if (a && a->kind == IR_ASSIGN && a->op == IR_NOP && gd_bare(a->a) && gd_bare(a->a)->kind == IR_VAR &&
      a->b->loc.file >= 0 && s->nasg < MAX_COND) {
    s->asg_var[s->nasg] = gd_bare(a->a)->var;
    s->asg[s->nasg++] = a->b;
  }
  if (st->kind == IR_S_DECL && st->vinit && st->var->type &&
      (st->var->type->kind == IR_TY_INT || st->var->type->kind == IR_TY_FLOAT) && st->vinit->loc.file >= 0 &&
      s->nasg < MAX_COND) {
    s->asg_var[s->nasg] = st->var;
    s->asg[s->nasg++] = st->vinit;
  }
  int around = st->kind == IR_S_IF || st->kind == IR_S_FOR || st->kind == IR_S_WHILE || st->kind == IR_S_DO ||
               st->kind == IR_S_SWITCH;
  if (around && s->nouter++ < OUTER_MAX) s->outer[s->nouter - 1] = st;
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
  s->nouter -= around;
}

static void read_side(side *s, const ir_prog *p) {
  memset(s, 0, sizeof *s);
  s->p = p;
  for (int i = 0; i < p->nfuncs; i++)
    if (p->funcs[i]->body && !p->funcs[i]->lib) walk(s, p->funcs[i]->body, NULL, NULL);
}

/* ---- alignment ----------------------------------------------------------------- */

int gd_same_tokens(const char *a, size_t na, const char *b, size_t nb) {
  size_t i = 0, j = 0;
  for (;;) {
    while (i < na && strchr(" \t\r\n", a[i])) i++;
    while (j < nb && strchr(" \t\r\n", b[j])) j++;
    if (i == na || j == nb) return i == na && j == nb;
    if (a[i++] != b[j++]) return 0;
  }
}

size_t gd_letter_of(const char *t, size_t n, size_t i) {
  size_t j = i + 1;
  while (j < n && strchr("*0123456789hlLqjzt.-+ #", t[j])) j++;
  return j;
}

int gd_distance(const char *a, int na, const char *b, int nb) {
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

int gd_alike_limit(int na, int nb) {
  int longer = na > nb ? na : nb;
  return longer / 5 > 3 ? longer / 5 : 3;
}

/* Two outputs say the same when their strings are within a few edits. */
static int alike(const out_call *a, const out_call *b) {
  if (a->len < 0 || b->len < 0) return 0;
  return gd_distance(a->text, a->len, b->text, b->len) <= gd_alike_limit(a->len, b->len);
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

const ir_var *gd_mapped(const vmap *m, const ir_var *rv) {
  for (int i = 0; i < m->n; i++)
    if (m->ref[i] == rv) return m->prog[i];
  return NULL;
}

/* Is input i a character read (`c = getchar()`, %c)? */
static int char_input(const side *s, int i) { return s->in_conv[i] == -2 || gd_conv_letter(s->p, s, i) == 'c'; }

/* Inputs by position among their kind (the k-th character read is the
 * k-th, whichever way each side reads it; the same for the others), then
 * any variable of the reference whose name the program uses for a
 * variable too. */
static void map_vars(vmap *m, const side *p, const side *r) {
  m->n = 0;
  for (int chars = 0; chars < 2; chars++)
    for (int i = 0, j = 0; i < p->nin && j < r->nin && m->n < MAX_IN * 2; i++, j++) {
      while (i < p->nin && char_input(p, i) != chars) i++;
      while (j < r->nin && char_input(r, j) != chars) j++;
      if (i >= p->nin || j >= r->nin) break;
      if (!gd_mapped(m, r->in[j])) {
        m->ref[m->n] = r->in[j];
        m->prog[m->n++] = p->in[i];
      }
    }
  for (int i = 0; i < r->p->nvars && m->n < MAX_IN * 2; i++) {
    const ir_var *rv = r->p->vars[i];
    if (rv->literal || gd_mapped(m, rv)) continue;
    for (int j = 0; j < p->p->nvars; j++)
      if (!p->p->vars[j]->literal && !strcmp(p->p->vars[j]->name, rv->name)) {
        m->ref[m->n] = rv;
        m->prog[m->n++] = p->p->vars[j];
        break;
      }
  }
}

static int prog_mapped(const vmap *m, const ir_var *pv) {
  for (int i = 0; i < m->n; i++)
    if (m->prog[i] == pv) return 1;
  return 0;
}

static void count_var(void *ctx, const ir_expr *e) { *(int *)ctx += e->kind == IR_VAR && !e->var->literal; }

/* Then variables by the values they compute: a variable of the reference
 * that neither the inputs nor the names map, whose value (`k = j % 10`)
 * is, renamed, the value of one unmapped variable of the program and of
 * no other (`n = digit % 10`), is that variable; again while that maps
 * more (a value may use one mapped just now).  A value must compute
 * from a variable: `= 0` starts a count and an index alike, and `= a`
 * copies an input into a running minimum or a temporary alike. */
static void map_values(vmap *m, const side *p, const side *r) {
  for (int more = 1; more && m->n < MAX_IN * 2;) {
    more = 0;
    for (int j = 0; j < r->nasg && m->n < MAX_IN * 2; j++) {
      int reads = 0;
      ir_expr_walk(r->asg[j], count_var, &reads);
      const ir_expr *b = gd_bare(r->asg[j]);
      if (!reads || (b && b->kind == IR_VAR) || gd_mapped(m, r->asg_var[j])) continue;
      char *t = gd_renamed(r, m, r->asg[j]);
      const ir_var *hit = NULL;
      int others = 0;
      for (int i = 0; t && i < p->nasg; i++) {
        size_t n;
        const char *pt = gd_text_of(p->p, p->asg[i]->loc, &n);
        if (prog_mapped(m, p->asg_var[i]) || !gd_same_tokens(t, strlen(t), pt, n) || hit == p->asg_var[i]) continue;
        others += hit != NULL;
        hit = p->asg_var[i];
      }
      free(t);
      if (!hit || others) continue;
      m->ref[m->n] = r->asg_var[j];
      m->prog[m->n++] = hit;
      more = 1;
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
  const ir_var *pv = gd_mapped(r->m, e->var);
  if (!pv || r->n >= 64) {
    r->bad = 1;
    return;
  }
  r->at[r->n] = e->loc;
  r->name[r->n++] = pv->name;
}

/* The reference's expression e in the program's names (malloc'd), or NULL
 * when one of its variables has no counterpart. */
char *gd_renamed(const side *r, const vmap *m, const ir_expr *e) {
  rn x = {m, {{0}}, {0}, 0, 0};
  ir_expr_walk(e, rename_var, &x);
  size_t len;
  const char *t = gd_text_of(r->p, e->loc, &len);
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

/* ---- the search -------------------------------------------------------------------- */

static int overlaps(const group *a, const group *b) {
  for (int i = 0; i < a->n; i++)
    for (int j = 0; j < b->n; j++) {
      const ir_loc *x = &a->e[i].at, *y = &b->e[j].at;
      if (gd_same_edit(&a->e[i], *y, b->e[j].text)) continue;  /* one #include */
      if (x->file == y->file && x->off < y->end + (y->off == y->end) && y->off < x->end + (x->off == x->end)) return 1;
    }
  return 0;
}

/* The changes of a group for the report; a type edit's conversions (an
 * `l` put into a scanf format) are told by its diff. */
static void describe(gctx *c, const group *g, rep_change *out, int *n) {
  for (int i = 0; i < g->n && *n < SET_MAX; i++) {
    const patch_edit *e = &g->e[i];
    if (!strcmp(g->kind, "type") && e->at.off == e->at.end) continue;
    int dup = 0;  /* two groups' #include of one header */
    unsigned line, col;
    rep_linecol(c->p, e->at.file, e->at.off, &line, &col);
    for (int j = 0; j < *n && !dup; j++)
      dup = out[j].file == c->p->files[e->at.file].path && out[j].line == line && out[j].col == col && !strcmp(out[j].new_text, e->text);
    if (dup) continue;
    rep_change *ch = &out[(*n)++];
    memset(ch, 0, sizeof *ch);
    ch->file = c->p->files[e->at.file].path;
    ch->line = line;
    ch->col = col;
    ch->at_line = ch->line;
    ch->at_col = ch->col;
    rep_linecol(c->p, e->at.file, e->at.end, &ch->at_end_line, &ch->at_end_col);
    size_t n0;
    const char *t = gd_text_of(c->p, e->at, &n0);
    ch->original = strndup(t, n0);
    ch->replacement = strdup(e->text);
    ch->new_text = e->text;
    /* a statement on a line of its own and an #include: their line
     * breaks and indent are not shown */
    size_t rl = strlen(ch->replacement), lead = ch->replacement[0] == '\n' || ch->replacement[0] == '\r' ? strspn(ch->replacement, " \t\r\n") : 0;
    while (rl > 0 && (ch->replacement[rl - 1] == '\n' || ch->replacement[rl - 1] == '\r')) ch->replacement[--rl] = 0;
    if (lead) memmove(ch->replacement, ch->replacement + lead, rl - lead + 1);
    ch->edit = !strncmp(e->text, "#include", 8) ? "insert" : g->kind;
  }
}

static patch set_patch(gctx *c, const int *idx, int k) {
  patch_edit e[SET_MAX];
  memset(e, 0, sizeof e);
  int n = 0;
  for (int i = 0; i < k; i++)
    for (int j = 0; j < c->g[idx[i]].n && n < SET_MAX; j++) {
      const patch_edit *x = &c->g[idx[i]].e[j];
      int dup = 0;  /* two groups' #include of one header */
      for (int h = 0; h < n && !dup; h++) dup = gd_same_edit(&e[h], x->at, x->text);
      if (!dup) e[n++] = *x;
    }
  return patch_apply(c->p, e, n);
}

static int set_passes(gctx *c, const int *idx, int k, guided_stats *st) {
  patch pt = set_patch(c, idx, k);
  st->candidates++;
  int ok = ts_validate(c->ts, &pt);
  if (getenv("AMEND_DEBUG_GUIDED")) {
    fprintf(stderr, "guided: set");
    for (int i = 0; i < k; i++) fprintf(stderr, " %d", idx[i]);
    fprintf(stderr, ": %s\n", ok ? "passes" : "fails");
    if (getenv("AMEND_DEBUG_GUIDED")[0] == '2' && pt.text[0]) fprintf(stderr, "%s\n", pt.text[0]);
  }
  patch_free(&pt);
  return ok;
}

/* The set idx[0..k), which passes the suite, to the judge: fn's answer. */
static int offer(gctx *c, const int *idx, int k, guided_found_fn fn, void *ctx, guided_stats *st) {
  rep_change ch[SET_MAX];
  int nc = 0;
  patch pt = set_patch(c, idx, k);
  for (int i = 0; i < k; i++) describe(c, &c->g[idx[i]], ch, &nc);
  for (int i = 1; i < nc; i++)  /* in the file's order */
    for (int j = i; j > 0 && (ch[j - 1].line > ch[j].line || (ch[j - 1].line == ch[j].line && ch[j - 1].col > ch[j].col)); j--) {
      rep_change t = ch[j];
      ch[j] = ch[j - 1];
      ch[j - 1] = t;
    }
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
 * the judge.  A whole set that fails the suite is one edit too many (a
 * printed value the reference computes otherwise): the first set without
 * one edit that passes stands for it.  1 to stop, 0 to go on. */
enum { SHRINK_ROUNDS = 4 };

static int try_shrunk(gctx *c, const int *whole, int nwhole, guided_found_fn fn, void *ctx, guided_stats *st) {
  int all[MAX_EDITS], nall = nwhole;
  memcpy(all, whole, sizeof *all * (size_t)nwhole);
  if (!set_passes(c, all, nall, st)) {
    int i = 0;
    for (; i < nwhole && nwhole > 2 && !ts_out_of_time(c->ts); i++) {
      nall = 0;
      for (int j = 0; j < nwhole; j++)
        if (j != i) all[nall++] = whole[j];
      if (set_passes(c, all, nall, st)) break;
    }
    if (i >= nwhole || nwhole <= 2) return 0;
  }
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
    if (c->ts->s->n != tests0) continue;
    /* refused without a new test (it would shrink alike): a run that read
     * a variable before a store, which no native run shows, is one way;
     * the initialisers the shrinking dropped go back */
    int m = k;
    for (int i = 0; i < nall; i++) {
      int in = 0;
      for (int j = 0; j < k; j++) in |= idx[j] == all[i];
      if (c->g[all[i]].uninit_only && !in) idx[m++] = all[i];
    }
    if (m > k && m < nall && set_passes(c, idx, m, st) && (v = offer(c, idx, m, fn, ctx, st)) >= 0) return v > 0;
    break;
  }
  return !ts_out_of_time(c->ts) && set_passes(c, all, nall, st) && offer(c, all, nall, fn, ctx, st) > 0;
}

/* Every edit but the inserts (initialisers aside) at once, shrunk; then,
 * where that set does not repair, with the inserts and the conditions
 * matched by likeness too (a loop that must stop a digit earlier, print
 * the absolute value and then the last digit: three edits, none alone).
 * 1 to stop, 0 to go on. */
static int try_whole(gctx *c, int ne, int ntype, guided_found_fn fn, void *ctx, guided_stats *st) {
  int stop = 0;
  for (int wide = 0; wide < 2 && !stop && !st->repairs && ne - ntype > 1; wide++) {
    int idx[MAX_EDITS], k = 0, added = 0;
    for (int i = 0; i < ne; i++) {
      int clash = 0, narrow = (strcmp(c->g[i].kind, "insert") || c->g[i].uninit_only) && !c->g[i].loose;
      for (int j = 0; j < k; j++) clash |= overlaps(&c->g[idx[j]], &c->g[i]);
      if (clash || !(narrow || (wide && strcmp(c->g[i].kind, "delete")))) continue;
      idx[k++] = i;
      added += !narrow;
    }
    if (ts_out_of_time(c->ts)) return 0;
    if (!wide || added) stop = try_shrunk(c, idx, k, fn, ctx, st);
  }
  return stop;
}

/* The two sides read and aligned, and every edit found; *ntype: how
 * many groups the type edits made (they come first). */
static gctx *prepare(ts_ctx *ts, const ir_prog *ref, int *ntype) {
  gctx *c = xcalloc(1, sizeof *c);
  c->ts = ts;
  c->p = ts->p;
  read_side(&c->prog, ts->p);
  read_side(&c->ref, ref);
  align(&c->prog, &c->ref);
  map_vars(&c->m, &c->prog, &c->ref);
  map_values(&c->m, &c->prog, &c->ref);
  gd_type_edits(c);
  gd_int_edits(c);
  *ntype = c->ng;
  gd_expression_edits(c);
  gd_input_edits(c);
  gd_init_edits(c);
  gd_condition_edits(c);
  gd_assign_edits(c);
  gd_insert_edits(c);
  gd_string_edits(c);
  gd_return_edits(c);
  gd_unelse_edits(c);
  gd_header_edits(c);
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
  return c;
}

static void release(gctx *c) {
  for (int i = 0; i < c->nstrings; i++) free(c->strings[i]);
  free(c);
}

void guided_bases(ts_ctx *ts, const ir_prog *ref, guided_found_fn fn, void *ctx) {
  int ntype;
  gctx *c = prepare(ts, ref, &ntype);
  guided_stats st = {0};
  for (int i = 0; i < c->ng && !ts_out_of_time(ts); i++)
    if (c->g[i].base && offer(c, &i, 1, fn, ctx, &st) > 0) break;
  release(c);
}

/* The reference's statements where the two are built differently: every
 * block that differs at once, then each the suite does not need dropped.
 * 1 to stop, 0 to go on. */
static int try_transplant(gctx *c, int ntype, guided_found_fn fn, void *ctx, guided_stats *st) {
  int first = c->ng, nb = gd_transplant_edits(c);
  gd_header_edits_from(c, first);
  st->transplanted = 1;
  if (getenv("AMEND_DEBUG_GUIDED"))
    for (int i = first; i < c->ng; i++)
      for (int j = 0; j < c->g[i].n; j++)
        fprintf(stderr, "guided: block %d (%s) at %u:%u: %s\n", i, c->g[i].kind, c->g[i].e[j].at.line,
                c->g[i].e[j].at.col, c->g[i].e[j].text);
  /* with the type edits (the reference's statements read a float
   * program's inputs as doubles), which the shrinking drops when
   * unneeded: each less its edits inside a block (a conversion of a
   * scanf the block replaces) */
  int idx[MAX_EDITS], k = 0;
  for (int i = first; i < first + nb && k < MAX_EDITS; i++) idx[k++] = i;
  for (int i = 0; i < ntype && nb && k < MAX_EDITS; i++) {
    group *g = gd_new_group(c, c->g[i].kind);
    if (!g) break;
    for (int j = 0; j < c->g[i].n; j++) {
      group one = {.n = 1, .e = {c->g[i].e[j]}};
      int inside = 0;
      for (int b = first; b < first + nb; b++) inside |= overlaps(&one, &c->g[b]);
      if (!inside) gd_add_edit(g, c->g[i].e[j].at, c->g[i].e[j].text);
    }
    if (g->n) idx[k++] = (int)(g - c->g);
    else c->ng--;
  }
  st->edits += nb;
  if (ts_out_of_time(c->ts) || !k) return 0;
  return try_shrunk(c, idx, k, fn, ctx, st);
}

/* Does the set make the program (one file) the reference's text, token
 * for token? */
static int makes_reference(gctx *c, const int *idx, int k) {
  const ir_func *pm = ir_find_func(c->p, "main"), *rm = ir_find_func(c->ref.p, "main");
  if (!pm || !rm || !pm->body || !rm->body || pm->body->loc.file < 0 || rm->body->loc.file < 0) return 0;
  int f = pm->body->loc.file, rf = rm->body->loc.file;
  for (int i = 0; i < c->p->nfiles; i++)
    if (i != f && !c->p->files[i].lib) return 0;
  patch pt = set_patch(c, idx, k);
  const ir_file *r = &c->ref.p->files[rf];
  int same = pt.text && pt.text[f] &&
             front_same_tokens(c->p->files[f].path, pt.text[f], strlen(pt.text[f]), r->path, r->text, r->len,
                               c->ts->cflags, c->ts->ncflags) == 1;
  patch_free(&pt);
  return same;
}

/* GUIDED_IDENTICAL: the one block, tried only when it makes the program
 * the reference's text (which needs no proof). */
static int try_identical(gctx *c, guided_found_fn fn, void *ctx, guided_stats *st) {
  int first = c->ng, nb = gd_transplant_edits(c);
  gd_header_edits_from(c, first);
  int idx[MAX_EDITS], k = 0;
  for (int i = first; i < first + nb && k < MAX_EDITS; i++) idx[k++] = i;
  /* one block only: a repair of that one edit is as small as any other
   * engine's; where more are needed, some may not be (the set search
   * drops them, later, with proofs) */
  if (k != 1 || nb != 1 || !makes_reference(c, idx, k)) return 0;  /* nothing tried, nothing counted */
  st->edits += nb;
  return try_set(c, idx, k, fn, ctx, st);
}

/* edits past which the whole set is tried before the pairs */
enum { WHOLE_FIRST = 8 };

void guided_run(ts_ctx *ts, const ir_prog *ref, int which, guided_found_fn fn, void *ctx, guided_stats *st) {
  double t0 = clock_now();
  memset(st, 0, sizeof *st);
  int ntype;
  gctx *c = prepare(ts, ref, &ntype);
  const int ne = c->ng;  /* the edits before any block joins them */
  st->edits = ne;
  int stop = 0;
  const int many = ne - ntype > WHOLE_FIRST;
  if (which == GUIDED_IDENTICAL) {
    try_identical(c, fn, ctx, st);
    goto done;
  }
  if (!(which & GUIDED_ALL)) goto transplant;
  /* one at a time, then two at a time (the type edit goes with any) */
  for (int i = 0; i < ne && !stop && (which & GUIDED_SINGLE); i++) {
    if (ts_out_of_time(ts)) goto out_of_time;
    stop = try_set(c, &i, 1, fn, ctx, st);
  }
  if (!(which & GUIDED_SETS)) goto transplant;
  /* many edits (a program that differs in four strings, a type and a
   * chain written backwards): the pairs and triples below cost a build
   * each, more than --timeout leaves, so the whole set, shrunk as delta
   * debugging shrinks, goes first, and then the blocks */
  if (many) {
    stop = try_whole(c, ne, ntype, fn, ctx, st);
    if (ts_out_of_time(ts)) goto out_of_time;
    if (!stop && !st->repairs && (which & (GUIDED_TRANSPLANT | GUIDED_EARLY_TRANSPLANT)))
      stop = try_transplant(c, ntype, fn, ctx, st);
  }
  for (int i = 0; i < ne && !stop && !st->repairs; i++)
    for (int j = i + 1; j < ne && !stop; j++) {
      if (overlaps(&c->g[i], &c->g[j])) continue;
      if (ts_out_of_time(ts)) goto out_of_time;
      int idx[2] = {i, j};
      stop = try_set(c, idx, 2, fn, ctx, st);
    }
  /* the type edit (a float program needs it beside any other) and two more */
  for (int i = ntype; ntype && i < ne && !stop && !st->repairs; i++)
    for (int j = i + 1; j < ne && !stop; j++) {
      int idx[3] = {0, i, j};
      if (overlaps(&c->g[i], &c->g[j]) || overlaps(&c->g[0], &c->g[i]) || overlaps(&c->g[0], &c->g[j])) continue;
      if (ts_out_of_time(ts)) goto out_of_time;
      stop = try_set(c, idx, 3, fn, ctx, st);
    }
  if (!many && !stop && !st->repairs) stop = try_whole(c, ne, ntype, fn, ctx, st);
  if (ts_out_of_time(ts)) goto out_of_time;
transplant:
  if (!stop && !st->repairs && !st->transplanted && (which & GUIDED_TRANSPLANT)) {
    stop = try_transplant(c, ntype, fn, ctx, st);
    if (ts_out_of_time(ts)) goto out_of_time;
  }
  goto done;
out_of_time:
  st->timed_out = 1;
done:
  release(c);
  st->elapsed_s = clock_now() - t0;
}

/* guided_edits.c - the candidate edits of the reference-guided engine:
 * each difference of the aligned programs as a text edit in the
 * program's names (guided.h lists the kinds). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "repair/guided/guided_internal.h"
#include "util/arena.h"

const char *gd_own(gctx *c, char *s) {
  if (c->nstrings < MAX_EDITS * 8) c->strings[c->nstrings++] = s;
  return s;
}

group *gd_new_group(gctx *c, const char *kind) {
  if (c->ng >= MAX_EDITS) return NULL;
  group *g = &c->g[c->ng++];
  memset(g, 0, sizeof *g);
  g->kind = kind;
  return g;
}

void gd_add_edit(group *g, ir_loc at, const char *text) {
  if (g && g->n < GROUP_MAX) g->e[g->n++] = (patch_edit){at, text};
}

int gd_same_edit(const patch_edit *e, ir_loc at, const char *text) {
  return e->at.file == at.file && e->at.off == at.off && e->at.end == at.end && !strcmp(e->text, text);
}

static int same_text(const ir_prog *p, ir_loc at, const char *t) {
  size_t n;
  const char *s = gd_text_of(p, at, &n);
  return strlen(t) == n && !strncmp(s, t, n);
}

/* Where a statement's text ends: after its ';' (an expression statement,
 * a do-while, a loop or if whose last branch is one) or its '}' (a
 * block; a ';' after it is an empty statement, harmless to pass over). */
static unsigned stmt_end(const ir_prog *p, const ir_stmt *st) {
  const ir_file *f = &p->files[st->loc.file];
  unsigned e = st->kind == IR_S_EXPR && st->e ? st->e->loc.end : st->loc.end;
  unsigned k = e;
  while (k < f->len && (f->text[k] == ' ' || f->text[k] == '\t' || f->text[k] == '\n')) k++;
  return k < f->len && f->text[k] == ';' ? k + 1 : e;
}

/* The end of the printf directive at t[i] == '%' (just after its letter). */
static size_t directive_end(const char *t, size_t n, size_t i) {
  size_t j = gd_letter_of(t, n, i);
  return j < n ? j + 1 : n;
}

/* The reference's literal rt[0..rn) as the program's string: its text
 * with each directive the program's own, in order (`"%d is larger\n"`
 * for a program that prints a double with `"%.0f is lager\n"` becomes
 * `"%.0f is larger\n"`: the words as the reference says them, the
 * values as the program holds them).  The reference's text as it is when
 * the two have not as many directives; NULL when the result is the
 * program's own text. */
static char *string_as_ref(const char *pt, size_t pn, const char *rt, size_t rn) {
  size_t pd[32], pe[32], np = 0, nr = 0;
  for (size_t i = 0; i < pn && np < 32; i++)
    if (pt[i] == '%') {
      pd[np] = i, pe[np] = directive_end(pt, pn, i);
      i = pe[np++] - 1;
    }
  for (size_t i = 0; i < rn; i++)
    if (rt[i] == '%') nr++, i = directive_end(rt, rn, i) - 1;
  char *out = xmalloc(rn + pn + 1);
  size_t k = 0, d = 0;
  for (size_t i = 0; i < rn; i++) {
    if (rt[i] != '%' || nr != np) {
      out[k++] = rt[i];
      continue;
    }
    memcpy(out + k, pt + pd[d], pe[d] - pd[d]);
    k += pe[d] - pd[d];
    i = directive_end(rt, rn, i) - 1;
    d++;
  }
  out[k] = 0;
  if (k == pn && !memcmp(out, pt, pn)) {
    free(out);
    return NULL;
  }
  return out;
}

/* A decoded output string with each directive made one '%' (at most 256
 * bytes into out): its length. */
static int words_of(const char *t, int n, char *out) {
  int k = 0;
  for (int i = 0; i < n && k < 256; i++) {
    out[k++] = t[i];
    if (t[i] == '%') i = (int)directive_end(t, (size_t)n, (size_t)i) - 1;
  }
  return k;
}

/* Edits of the program's literal pl to the reference's rl: with the
 * program's directives (string_as_ref), and as the reference writes it
 * where that differs (a `%c` the reference prints as `%d`). */
static void string_edit(gctx *c, const ir_expr *pl, const ir_expr *rl) {
  size_t pn, rn;
  const char *pt = gd_text_of(c->p, pl->loc, &pn), *rt = gd_text_of(c->ref.p, rl->loc, &rn);
  if (!rn) return;
  char *t = string_as_ref(pt, pn, rt, rn);
  if (t) gd_add_edit(gd_new_group(c, "string"), pl->loc, gd_own(c, t));
  if ((!t || strlen(t) != rn || memcmp(t, rt, rn)) && (pn != rn || memcmp(pt, rt, rn)))
    gd_add_edit(gd_new_group(c, "string"), pl->loc, gd_own(c, strndup(rt, rn)));
}

/* The program's text of the reference's output call r, renamed. */
static char *call_text(gctx *c, const out_call *r) { return gd_renamed(&c->ref, &c->m, r->call); }

static ir_loc point(const ir_stmt *at_stmt, unsigned off) {
  ir_loc l = at_stmt->loc;
  l.off = l.end = off;
  return l;
}

/* The text that puts statement `call;` after st, which ends at end: on
 * a line of its own, indented as st, where st's line ends there (with the
 * file's line break, CR LF or LF); else on st's line. */
static char *line_after(const ir_prog *p, const ir_stmt *st, unsigned end, const char *call) {
  const ir_file *f = &p->files[st->loc.file];
  unsigned k = end;
  while (k < f->len && (f->text[k] == ' ' || f->text[k] == '\t')) k++;
  unsigned bol = st->loc.off, ind;
  while (bol > 0 && f->text[bol - 1] != '\n') bol--;
  for (ind = bol; ind < st->loc.off && (f->text[ind] == ' ' || f->text[ind] == '\t');) ind++;
  char *t = xmalloc(strlen(call) + (ind - bol) + 8);
  if (k < f->len && f->text[k] != '\n' && f->text[k] != '\r') sprintf(t, " %s;", call);
  else sprintf(t, "%s%.*s%s;", k < f->len && f->text[k] == '\r' ? "\r\n" : "\n", (int)(ind - bol), f->text + bol, call);
  return t;
}

void gd_expression_edits(gctx *c) {
  for (int i = 0; i < c->prog.nout; i++) {
    const out_call *po = &c->prog.out[i];
    if (po->peer < 0) continue;
    const out_call *ro = &c->ref.out[po->peer];
    /* the guard of the output, as the reference writes it */
    if (po->guard && ro->guard) {
      char *t = gd_renamed(&c->ref, &c->m, ro->guard->e);
      if (t && !same_text(c->p, po->guard->e->loc, t)) gd_add_edit(gd_new_group(c, "expression"), po->guard->e->loc, gd_own(c, t));
      else free(t);
    }
    /* its string, when the two differ only in text (same arguments) */
    if (po->len >= 0 && ro->len >= 0 && po->call->nargs == ro->call->nargs &&
        (po->len != ro->len || memcmp(po->text, ro->text, (size_t)po->len))) {
      const ir_expr *pl = gd_bare(po->call->args[0]), *rl = gd_bare(ro->call->args[0]);
      if (pl && pl->loc.file >= 0 && rl) string_edit(c, pl, rl);
    }
    /* the values it prints */
    if (po->call->nargs == ro->call->nargs)
      for (int k = 1; k < po->call->nargs; k++) {
        char *t = gd_renamed(&c->ref, &c->m, ro->call->args[k]);
        const ir_expr *pa = po->call->args[k];
        if (t && pa->loc.file >= 0 && !same_text(c->p, pa->loc, t)) gd_add_edit(gd_new_group(c, "expression"), pa->loc, gd_own(c, t));
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
    gd_own(c, call);
    /* after the aligned output before it, or, where that output is in a
     * loop or an if this one is not in, after the program's statement
     * that many levels around its output (the last digit printed after
     * the loop that prints the others) */
    for (int k = j - 1; k >= 0; k--) {
      const out_call *rk = &c->ref.out[k];
      if (rk->peer < 0) continue;
      const out_call *pk = &c->prog.out[rk->peer];
      int same = 0;
      while (same < rk->nouter && same < ro->nouter && rk->outer[same] == ro->outer[same]) same++;
      int up = rk->nouter - same;
      const ir_stmt *after = up > 0 && pk->nouter >= up ? pk->outer[pk->nouter - up] : pk->st;
      unsigned end = stmt_end(c->p, after);
      gd_add_edit(gd_new_group(c, "insert"), point(after, end), gd_own(c, line_after(c->p, after, end, call)));
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
        gd_add_edit(gd_new_group(c, "insert"), point(pt->guard->then, stmt_end(c->p, pt->guard->then)), gd_own(c, t));
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
        gd_add_edit(gd_new_group(c, "insert"), pt->st->e->loc, gd_own(c, t));
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
      if (gd_same_edit(&c->g[i].e[j], at, text)) return 1;
  return 0;
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
      same = gd_same_tokens(pt, pn, t, strlen(t));
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
      group *g = gd_new_group(c, "expression");
      if (!g) continue;
      g->loose = 1;
      gd_add_edit(g, pe->loc, gd_own(c, strdup(rtext[best[k]])));
    }
  }
  for (int j = 0; j < c->ref.ncond; j++) free(rtext[j]);
}

/* ---- assignments ------------------------------------------------------------------ */

/* The value a variable gets, as the reference computes it: the program's
 * `v = e;` statements (and declarations with a value) and the
 * reference's to v's counterpart, paired in
 * order where both have as many (a running sum the program adds up and
 * the reference keeps modulo 64 at each step), else each with the
 * reference's closest in text (loose). */
void gd_assign_edits(gctx *c) {
  for (int i = 0; i < c->prog.nasg; i++) {
    const ir_expr *pe = c->prog.asg[i];
    const ir_var *pv = c->prog.asg_var[i];
    int rk[MAX_COND], nr = 0, k = 0;  /* the reference's assignments to pv's counterpart; pe is the k-th to pv */
    for (int j = 0; j < c->ref.nasg; j++)
      if (gd_mapped(&c->m, c->ref.asg_var[j]) == pv) rk[nr++] = j;
    for (int j = 0; j < i; j++) k += c->prog.asg_var[j] == pv;
    int np = k;
    for (int j = i; j < c->prog.nasg; j++) np += c->prog.asg_var[j] == pv;
    if (!nr) continue;
    int from = np == nr ? k : 0, to = np == nr ? k + 1 : nr, best = -1, bestd = 0;
    size_t pn;
    const char *pt = gd_text_of(c->p, pe->loc, &pn);
    char *pick = NULL;
    for (int j = from; j < to; j++) {
      char *t = gd_renamed(&c->ref, &c->m, c->ref.asg[rk[j]]);
      if (!t || strlen(t) > 256 || gd_same_tokens(t, strlen(t), pt, pn) || has_edit(c, pe->loc, one_line(t))) {
        free(t);
        continue;
      }
      int d = gd_distance(t, (int)strlen(t), pt, pn > 256 ? 256 : (int)pn);
      if (best < 0 || d < bestd) {
        free(pick);
        pick = t, best = j, bestd = d;
      } else {
        free(t);
      }
    }
    if (!pick) continue;
    group *g = gd_new_group(c, "expression");
    if (g) g->loose = np != nr;
    gd_add_edit(g, pe->loc, gd_own(c, pick));
  }
}

/* ---- outputs no order aligns, and main's exit status ---------------------------- */

/* An output the alignment left without a peer (it pairs outputs one to
 * one, in order, and a program may print in four branches what the
 * reference prints once) whose string is within a few edits of a
 * reference output's with as many arguments: that string instead
 * (`"%d is the smalles\n"` in one branch of four). */
void gd_string_edits(gctx *c) {
  for (int i = 0; i < c->prog.nout; i++) {
    const out_call *po = &c->prog.out[i];
    if (po->peer >= 0 || po->len < 0) continue;
    const out_call *best = NULL;
    int bestd = 0;
    for (int j = 0; j < c->ref.nout; j++) {
      const out_call *ro = &c->ref.out[j];
      if (ro->len < 0 || ro->call->nargs != po->call->nargs) continue;
      /* apart in words: a directive counts as one character either side */
      char a[256], b[256];
      int na = words_of(po->text, po->len, a), nb = words_of(ro->text, ro->len, b);
      int d = gd_distance(a, na, b, nb);
      if (d == 0) {
        best = NULL;  /* it says what some output of the reference says */
        break;
      }
      if (!best || d < bestd) best = ro, bestd = d;
    }
    if (!best || bestd > gd_alike_limit(po->len, best->len)) continue;
    const ir_expr *pl = gd_bare(po->call->args[0]), *rl = gd_bare(best->call->args[0]);
    if (pl && pl->loc.file >= 0 && rl) string_edit(c, pl, rl);
  }
}

typedef struct returns {
  const ir_stmt *st[9];
  int n;
} returns;

static void collect_returns(const ir_stmt *st, returns *r) {
  if (!st) return;
  if (st->kind == IR_S_RETURN && r->n < 9) r->st[r->n++] = st;
  const ir_stmt *k[] = {st->init, st->then, st->els};
  for (int i = 0; i < 3; i++) collect_returns(k[i], r);
  for (int i = 0; i < st->n; i++) collect_returns(st->body[i], r);
}

/* The one constant main returns on every path, or 0 with *ok clear. */
static long main_status(const ir_prog *p, int *ok) {
  const ir_func *f = ir_find_func(p, "main");
  returns r = {{0}, 0};
  *ok = f && f->body;
  if (!*ok) return 0;
  collect_returns(f->body, &r);
  long k = 0;
  *ok = r.n <= 8;  /* more than the group holds */
  for (int i = 0; i < r.n && *ok; i++) {
    const ir_expr *e = gd_bare(r.st[i]->e);
    if (!e || e->kind != IR_CONST || (i > 0 && (long)e->ival != k)) *ok = 0;
    else k = (long)e->ival;
  }
  /* falling off main's end returns 0: then 0 is the only status */
  const ir_stmt *b = f->body;
  const ir_stmt *last = b->kind == IR_S_BLOCK && b->n > 0 ? b->body[b->n - 1] : b;
  if (k != 0 && (!last || last->kind != IR_S_RETURN)) *ok = 0;
  return k;
}

/* Where the reference's main returns one constant on every path (the
 * exit status a course's program ends with: 0) and the program's main
 * returns other values (`return 1;` in one branch, `return d;` in
 * another), each of those returns gives that constant: one edit. */
void gd_return_edits(gctx *c) {
  int ok;
  long k = main_status(c->ref.p, &ok);
  const ir_func *f = ir_find_func(c->p, "main");
  if (!ok || !f || !f->body) return;
  returns r = {{0}, 0};
  collect_returns(f->body, &r);
  if (r.n > 8) return;
  group *g = NULL;
  for (int i = 0; i < r.n; i++) {
    const ir_expr *e = r.st[i]->e, *b = gd_bare(e);
    if (!e || e->loc.file < 0 || e->loc.end <= e->loc.off || (b && b->kind == IR_CONST && (long)b->ival == k)) continue;
    if (!g && !(g = gd_new_group(c, "expression"))) return;
    char *t = xmalloc(24);
    snprintf(t, 24, "%ld", k);
    gd_add_edit(g, e->loc, gd_own(c, t));
  }
}

/* ---- a chain's `else` deleted ---------------------------------------------------- */

/* The place of the `else` that opens st's else branch (with one blank
 * after it), found back from the branch's text; at.end == at.off when
 * something else (a comment, a macro) stands between. */
static ir_loc else_keyword(const ir_prog *p, const ir_stmt *st) {
  ir_loc at = st->els->loc;
  const ir_file *f = &p->files[at.file];
  unsigned k = at.off;
  at.end = at.off;
  while (k > 0 && (f->text[k - 1] == ' ' || f->text[k - 1] == '\t' || f->text[k - 1] == '\n')) k--;
  if (k < 4 || strncmp(f->text + k - 4, "else", 4)) return at;
  if (k > 4 && (f->text[k - 5] == '_' || (unsigned char)((f->text[k - 5] | 32) - 'a') < 26 ||
                (unsigned char)(f->text[k - 5] - '0') < 10))
    return at;
  unsigned branch = at.off;
  at.off = k - 4;
  at.end = k + (k < branch && f->text[k] == ' ');
  return at;
}

/* Does st end every run through it by leaving (return, break, continue,
 * goto)?  Then the `else` after it changes nothing. */
static int leaves(const ir_stmt *st) {
  if (!st) return 0;
  if (st->kind == IR_S_BLOCK) return st->n > 0 && leaves(st->body[st->n - 1]);
  if (st->kind == IR_S_IF) return st->els && leaves(st->then) && leaves(st->els);
  return st->kind == IR_S_RETURN || st->kind == IR_S_BREAK || st->kind == IR_S_CONTINUE || st->kind == IR_S_GOTO ||
         st->kind == IR_S_ABORT;
}

typedef struct vars {
  const ir_var *v[16];
  int n;
} vars;

static void written(void *ctx, const ir_expr *e) {
  vars *w = ctx;
  const ir_expr *l = e->kind == IR_ASSIGN || e->kind == IR_INCDEC ? gd_bare(e->a) : NULL;
  if (l && l->kind == IR_VAR && w->n < 16) w->v[w->n++] = l->var;
}

static void writes_of(const ir_stmt *st, vars *w) {
  if (!st) return;
  const ir_expr *ex[] = {st->e, st->vinit, st->step};
  for (int k = 0; k < 3; k++)
    if (ex[k]) ir_expr_walk(ex[k], written, w);
  const ir_stmt *k[] = {st->init, st->then, st->els};
  for (int i = 0; i < 3; i++) writes_of(k[i], w);
  for (int i = 0; i < st->n; i++) writes_of(st->body[i], w);
}

typedef struct reads {
  const vars *w;
  int hit;
} reads;

static void read_var(void *ctx, const ir_expr *e) {
  reads *r = ctx;
  for (int i = 0; e->kind == IR_VAR && i < r->w->n; i++) r->hit |= r->w->v[i] == e->var;
}

/* Does the branch then write a variable the condition cond reads (`m =
 * b;` before `else if (c < m)`)?  Only then can the test after it see
 * what the branch did. */
static int feeds(const ir_stmt *then, const ir_expr *cond) {
  vars w = {{0}, 0};
  writes_of(then, &w);
  reads r = {&w, 0};
  if (cond && w.n > 0) ir_expr_walk(cond, read_var, &r);
  return r.hit;
}

/* At an if's condition: where that if heads a chain and stands alone in
 * a block, without one of its `else`s the rest of the chain runs after
 * the head's if, whatever its conditions said (a running minimum that
 * tests every value). */
static void chain_at(void *ctx, const ir_expr *root, const ir_func *f, const ir_stmt *st, int item) {
  gctx *c = ctx;
  (void)f;
  if (item != 1 || !st || st->kind != IR_S_IF || root != st->e) return;
  for (const ir_stmt *i = st; i->els && i->els->kind == IR_S_IF; i = i->els) {
    if (i->loc.file < 0 || i->els->loc.file != i->loc.file) break;
    if (leaves(i->then) || !feeds(i->then, i->els->e)) continue;
    ir_loc at = else_keyword(c->p, i);
    group *g = at.end > at.off ? gd_new_group(c, "delete") : NULL;
    if (!g) continue;
    g->loose = 1;  /* not in the set of every edit: the reference does not say */
    gd_add_edit(g, at, "");
  }
}

/* Every `else if` of a chain made a plain `if` (a delete edit each)
 * where the branch before it writes what the next condition reads: a
 * student who keeps a running value (`if (a < m) m = a; else if (b < m)
 * m = b;`) must test every candidate, and the chain skips the tests
 * after the first that holds.  Tried alone and two at a time like the
 * other edits, never in the set of every edit. */
void gd_unelse_edits(gctx *c) { ir_each_stmt_slot(c->p, chain_at, c); }


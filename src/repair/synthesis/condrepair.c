/* condrepair.c - from angelic examples to validated patches. */
#include "repair/synthesis/synthesis.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native/schema.h"
#include "repair/synthesis/synth.h"
#include "util/arena.h"
#include "util/clock.h"

#define CR_MAX_CONSTS 16
#define CR_SPEC_CONSTS 8   /* of the specification's literals, at most */
#define CR_ALL_CONSTS (CR_MAX_CONSTS + 3 + CR_SPEC_CONSTS)
#define CR_CANDS_PER_LOC 24
/* CPU seconds for the synthesis at one location */
#define CR_SYNTH_S 20.0

/* ---- constants of the program -------------------------------------------- */

typedef struct consts {
  const ir_prog *p;
  int n;
  int64_t v[CR_ALL_CONSTS];
  unsigned char foreign[CR_ALL_CONSTS];
  char *spelling[CR_ALL_CONSTS];
} consts;

/* The literal's own token when it means the same as its value printed in
 * decimal would: a character constant or an integer literal without a
 * suffix (a `u` or `L` would change the comparison's type). */
static char *spelling_of(const ir_prog *p, const ir_expr *e) {
  if (e->loc.end <= e->loc.off || e->ival < 0) return NULL;
  const char *t = ir_loc_text(p, e->loc);
  size_t n = e->loc.end - e->loc.off;
  if (t[0] == '\'' && n >= 3 && t[n - 1] == '\'' && !memchr(t, '\n', n)) return strndup(t, n);
  int hex = n > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X');
  for (size_t i = hex ? 2 : 0; i < n; i++)
    if (!(t[i] >= '0' && t[i] <= '9') && !(hex && strchr("abcdefABCDEF", t[i]))) return NULL;
  char *sp = strndup(t, n);
  if (strtoll(sp, NULL, 0) != e->ival) {  /* a range that is not this literal alone */
    free(sp);
    return NULL;
  }
  return sp;
}

static void add_const(consts *k, int64_t v, int foreign, const ir_expr *e) {
  for (int i = 0; i < k->n; i++)
    if (k->v[i] == v) return;
  if (k->n >= CR_ALL_CONSTS) return;
  k->v[k->n] = v;
  k->spelling[k->n] = e ? spelling_of(k->p, e) : NULL;
  k->foreign[k->n++] = (unsigned char)foreign;
}

static void on_const(void *ctx, const ir_expr *e) {
  consts *k = ctx;
  if (e->kind == IR_CONST && e->type && e->type->kind == IR_TY_INT && !e->type->is_bool && k->n < CR_MAX_CONSTS)
    add_const(k, e->ival, 0, e);
}

static void on_slot(void *ctx, const ir_expr *root, const ir_func *f) { ir_expr_walk(root, on_const, ctx); }

/* The program's literals, then 0, 1 and -1, then the specification's
 * (a reference's `400` where the program lacks the 400 rule); the last
 * two groups count as foreign where the program lacks them. */
static void program_consts(const ts_ctx *c, consts *k) {
  memset(k, 0, sizeof *k);
  k->p = c->p;
  ir_each_slot(c->p, on_slot, k);
  add_const(k, 0, 1, NULL);
  add_const(k, 1, 1, NULL);
  add_const(k, -1, 1, NULL);
  for (int i = 0; i < c->nspec_consts && i < CR_SPEC_CONSTS; i++) add_const(k, c->spec_consts[i], 1, NULL);
}

static void consts_free(consts *k) {
  for (int i = 0; i < k->n; i++) free(k->spelling[i]);
}

/* ---- patches --------------------------------------------------------------- */

static char *text_of(const ir_prog *p, ir_loc at, unsigned end) {
  return strndup(p->files[at.file].text + at.off, end - at.off);
}

/* The indentation step the file uses: its smallest non-zero indentation. */
static int indent_unit(const char *t) {
  int best = 0;
  for (const char *l = t; *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : l + strlen(l)) {
    int n = 0;
    while (l[n] == ' ') n++;
    if (n > 0 && l[n] && l[n] != '\n' && (best == 0 || n < best)) best = n;
  }
  return best ? best : 4;
}

typedef struct fix {
  patch_edit e[2];
  int ne;
  char *buf[2];
  char *original, *replacement;
} fix;

static void fix_free(fix *f) {
  free(f->buf[0]);
  free(f->buf[1]);
  free(f->original);
  free(f->replacement);
}

static fix make_fix(const ir_prog *p, const ang_point *pt, const char *cond) {
  fix f;
  memset(&f, 0, sizeof f);
  ir_loc at = pt->pt.at;
  const char *t = p->files[at.file].text;
  if (pt->pt.kind == PROBE_IF) {
    f.buf[0] = strdup(cond);
    f.e[f.ne++] = (patch_edit){at, f.buf[0]};
    f.original = text_of(p, at, at.end);
    f.replacement = strdup(cond);
    return f;
  }
  unsigned end = probe_stmt_end(p, at), ls = at.off;
  while (ls > 0 && t[ls - 1] != '\n') ls--;
  int starts_line = 1;
  for (unsigned i = ls; i < at.off; i++) starts_line &= t[i] == ' ' || t[i] == '\t';
  int one_line = memchr(t + at.off, '\n', end - at.off) == NULL;
  /* `if (a) S; else T;` must keep its else: the guard gets braces */
  int dangling = pt->parent && pt->parent->kind == IR_S_IF && pt->parent->then == pt->stmt && pt->parent->els;
  size_t n = strlen(cond) + (at.off - ls) + 64;
  f.buf[0] = xmalloc(n);
  if (dangling) {
    snprintf(f.buf[0], n, "{ if (%s) ", cond);
    f.buf[1] = strdup(" }");
    ir_loc tail = at;
    tail.off = tail.end = end;
    f.e[f.ne++] = (patch_edit){tail, f.buf[1]};
  } else if (starts_line && one_line) {
    int unit = indent_unit(t);
    int k = snprintf(f.buf[0], n, "if (%s)\n%.*s", cond, (int)(at.off - ls), t + ls);
    for (int i = 0; i < unit && (size_t)k + 1 < n; i++) f.buf[0][k++] = ' ';
    f.buf[0][k] = 0;
  } else {
    snprintf(f.buf[0], n, "if (%s) ", cond);
  }
  ir_loc head = at;
  head.end = head.off;
  f.e[f.ne++] = (patch_edit){head, f.buf[0]};
  /* a statement over several lines is named by its first line */
  const char *nl = memchr(t + at.off, '\n', end - at.off);
  f.original = text_of(p, at, nl ? (unsigned)(nl - t) : end);
  if (nl) {
    f.original = xrealloc(f.original, strlen(f.original) + 5);
    strcat(f.original, " ...");
  }
  size_t rn = strlen(cond) + strlen(f.original) + 16;
  f.replacement = xmalloc(rn);
  snprintf(f.replacement, rn, "if (%s) %s", cond, f.original);
  return f;
}

/* ---- the engine -------------------------------------------------------------- */

typedef struct engine {
  ts_ctx *c;
  const ang_result *ar;
  const ang_loc *loc;
  cr_fn fn;
  void *ctx;
  cr_stats *st;
  double t0;
  int found, stop;
  int settle;             /* no more synthesized candidates: the constant
                             conditions only (the caller's -2) */
} engine;

/* Validate one condition at the current location; 1 when it repairs. */
static int attempt(engine *g, const char *cond, int trivial, int foreign) {
  const ang_point *pt = &g->ar->pts[g->loc->point];
  fix f = make_fix(g->c->p, pt, cond);
  patch pp = patch_apply(g->c->p, f.e, f.ne);
  g->st->validations++;
  int ok = ts_validate(g->c, &pp);
  if (ok) {
    cr_repair r = {.at = pt, .cond = cond, .trivial = trivial, .uses_foreign = foreign, .original = f.original,
                   .replacement = f.replacement, .elapsed_s = clock_now() - g->t0};
    int v = g->fn(g->ctx, &r, &pp);
    if (v > 0) g->stop = 1;
    if (v < 0) {
      ok = 0;  /* refused by a judge beyond the suite: the next candidate's turn */
      g->st->refused++;
      g->settle |= v == -2;
    } else {
      g->st->repairs++;
      g->st->trivial += trivial;
    }
  }
  patch_free(&pp);
  fix_free(&f);
  return ok;
}

/* ---- ranking: among candidates of one level, the one closest to the code ---- */

typedef struct cand {
  char *text;
  int level, foreign, overlap, literals, seq;
} cand;

static int is_ident(int ch) { return ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9'); }

static int is_opch(int ch) { return ch && strchr("<>=!&|+-*/%", ch) != NULL; }

/* Does the n characters at o stand alone in orig as a name (or operator)? */
static int whole(const char *orig, const char *o, size_t n, int name) {
  int (*same_class)(int) = name ? is_ident : is_opch;
  return !(o > orig && same_class((unsigned char)o[-1])) && !same_class((unsigned char)o[n]);
}

/* Identifiers and operators of text that also occur in orig (a condition
 * that keeps the programmer's names and operator changes less). */
static int overlap(const char *text, const char *orig) {
  int score = 0;
  for (const char *s = text; *s;) {
    const char *b = s;
    if (is_ident((unsigned char)*s)) {
      while (is_ident((unsigned char)*s)) s++;
    } else if (*s == ' ' || *s == '(' || *s == ')') {
      s++;
      continue;
    } else {
      while (*s && !is_ident((unsigned char)*s) && *s != ' ' && *s != '(' && *s != ')') s++;
    }
    size_t n = (size_t)(s - b);
    for (const char *o = orig; *o; o++)
      if (!strncmp(o, b, n) && whole(orig, o, n, is_ident((unsigned char)*b))) {
        score += is_ident((unsigned char)*b) ? 2 : 1;   /* a kept name counts more than an operator */
        break;
      }
  }
  return score;
}

/* Literals of text (numbers, character constants) that orig does not
 * hold: a condition over the program's variables generalises where a
 * constant that happens to fit the tests (`v >= 100` for `v >= hi`) may not. */
static int new_literals(const char *text, const char *orig) {
  int n = 0;
  for (const char *s = text; *s;) {
    if (*s == '\'' || (*s >= '0' && *s <= '9' && (s == text || !is_ident((unsigned char)s[-1])))) {
      const char *b = s;
      if (*s == '\'') {
        s++;
        while (*s && *s != '\'') s += *s == '\\' && s[1] ? 2 : 1;
        if (*s) s++;
      } else {
        while (is_ident((unsigned char)*s)) s++;
      }
      size_t len = (size_t)(s - b);
      int kept = 0;
      for (const char *o = orig ? orig : ""; *o && !kept; o++)
        kept = !strncmp(o, b, len) && (o == orig || !is_ident((unsigned char)o[-1])) && !is_ident((unsigned char)o[len]);
      n += !kept;
    } else {
      s++;
    }
  }
  return n;
}

/* Candidates of one location: the synthesized conditions, or those that
 * keep the original and add a clause (`orig || c`, `orig && c`). */
#define CR_GATHER (2 * CR_CANDS_PER_LOC)

typedef struct gather {
  engine *g;
  const char *orig;
  const char *keep;   /* set while clauses are added: the original condition */
  int and;            /* the clause is added with && (else ||) */
  int n, limit;       /* limit: where this synthesis call's candidates stop */
  cand c[CR_GATHER];
} gather;

/* Does `cond` need parentheses as the left operand of || (or of &&)?
 * Operators below them do: ?:, assignments and the comma, || under &&;
 * && under || gets them too, as gcc's -Wparentheses asks. */
static int needs_parens(const char *cond, int and) {
  for (const char *s = cond; *s; s++) {
    if (*s == '?' || *s == ',') return 1;
    if (s[0] == (and ? '|' : '&') && s[1] == s[0]) return 1;
    if (*s == '=' && s[1] != '=' && (s == cond || !strchr("=<>!", s[-1]))) return 1;
  }
  return 0;
}

static int on_cand(void *ctx, const synth_cand *sc) {
  gather *ga = ctx;
  if (ga->n < ga->limit) {
    cand *c = &ga->c[ga->n];
    if (ga->keep) {
      /* the clause (a logic level's `x || y`) under the other operator too */
      int par = needs_parens(ga->keep, ga->and), cpar = strstr(sc->text, ga->and ? "||" : "&&") != NULL;
      size_t n = strlen(ga->keep) + strlen(sc->text) + 10;
      c->text = xmalloc(n);
      snprintf(c->text, n, "%s%s%s %s %s%s%s", par ? "(" : "", ga->keep, par ? ")" : "", ga->and ? "&&" : "||",
               cpar ? "(" : "", sc->text, cpar ? ")" : "");
    } else {
      c->text = strdup(sc->text);
    }
    c->level = sc->level;
    c->foreign = sc->uses_foreign;
    c->overlap = ga->orig ? overlap(sc->text, ga->orig) : 0;
    c->literals = new_literals(sc->text, ga->orig);
    c->seq = ga->n++;
  }
  return ga->n >= ga->limit || ts_out_of_time(ga->g->c);
}

static int by_rank(const void *x, const void *y) {
  const cand *a = x, *b = y;
  if (a->level != b->level) return a->level - b->level;
  if (a->foreign != b->foreign) return a->foreign - b->foreign;
  if (a->overlap != b->overlap) return b->overlap - a->overlap;
  if (a->literals != b->literals) return a->literals - b->literals;
  return a->seq - b->seq;
}

/* Some rows of a synthesis spec, as a spec of their own (with the
 * original condition's value per row alongside). */
typedef struct rowset {
  synth_spec sp;
  const synth_spec *from;
  int64_t *vals;
  unsigned char *want, *actual;
} rowset;

static void rowset_init(rowset *rs, const synth_spec *sp) {
  rs->sp = *sp;
  rs->from = sp;
  rs->vals = xmalloc(sizeof *rs->vals * (size_t)(sp->nrows * sp->nvars + 1));
  rs->want = xmalloc((size_t)sp->nrows + 1);
  rs->actual = xmalloc((size_t)sp->nrows + 1);
  rs->sp.nrows = 0;
  rs->sp.vals = rs->vals;
  rs->sp.want = rs->want;
}

/* Row r of the original spec, whose original values are actual[]. */
static void rowset_add(rowset *rs, int r, const unsigned char *actual) {
  size_t nv = (size_t)rs->sp.nvars, n = (size_t)rs->sp.nrows++;
  memcpy(rs->vals + n * nv, rs->from->vals + (size_t)r * nv, sizeof *rs->vals * nv);
  rs->want[n] = rs->from->want[r];
  rs->actual[n] = actual[r];
}

static void rowset_free(rowset *rs) {
  free(rs->vals);
  free(rs->want);
  free(rs->actual);
}

/* Gathers clauses c for `orig || c`: c must be true where the original
 * is false and the row wants true, and false where both are false; rows
 * where the original is true say nothing of it.  With &&, the other way
 * round.  None when no clause fits (a row wants the opposite of what the
 * original gives where it decides), or when a clause would change no row. */
static void add_clauses(const synth_spec *sp, const unsigned char *actual, gather *ga, int and, int *timed_out) {
  rowset rs;
  rowset_init(&rs, sp);
  int changes = 0;
  for (int r = 0; r < sp->nrows; r++) {
    int keeps = and ? actual[r] == 0 : actual[r] == 1;  /* the original decides this row */
    if (keeps && sp->want[r] != actual[r]) goto out;
    if (keeps) continue;
    changes += sp->want[r] != actual[r];
    rowset_add(&rs, r, actual);
  }
  if (changes == 0) goto out;
  ga->keep = ga->orig;
  ga->and = and;
  ga->limit = ga->n + CR_CANDS_PER_LOC;
  synth_enumerate(&rs.sp, CR_CANDS_PER_LOC, on_cand, ga, timed_out);
  ga->keep = NULL;
out:
  rowset_free(&rs);
}

/* The candidates for an `if` condition in one binary (a schema, one
 * site): each is tried on the tests there first, so that only one that
 * passes them is compiled on its own (a compile costs more than the
 * runs).  NULL where the location is a guard, or gcc refuses the schema
 * (a candidate of another type in ?:); then every candidate is compiled. */
static char *cands_schema(engine *g, const gather *ga, char **dir) {
  const ang_point *pt = &g->ar->pts[g->loc->point];
  *dir = NULL;
  if (pt->pt.kind != PROBE_IF || ga->n < 2) return NULL;
  schema_site ss = {.at = pt->pt.at, .nalts = ga->n, .alts = xmalloc(sizeof(char *) * (size_t)ga->n)};
  for (int i = 0; i < ga->n; i++) ss.alts[i] = ga->c[i].text;
  *dir = ts_subdir(g->c, "cands");
  char *bin = schema_build(g->c->p, &ss, 1, *dir, g->c->cflags, g->c->ncflags, NULL);
  free(ss.alts);
  return bin;
}

/* Does candidate k (0-based) of the schema pass every test, the failing
 * ones first? */
static int schema_passes(engine *g, const char *bin, int k) {
  int site = 0, alt = k + 1;
  char *env = schema_env(&site, &alt, 1);
  const char *envv[1] = {env};
  const ts_ctx *c = g->c;
  int ok = 1;
  for (int i = 0; ok && i < c->nfail + c->npass && !ts_out_of_time(g->c); i++)
    ok = ts_check(g->c, bin, i < c->nfail ? c->fail[i] : c->pass[i - c->nfail], envv, 1, 0) == RUN_PASS;
  free(env);
  return ok;
}

/* Validate the gathered candidates best first, until one repairs. */
static void validate_all(engine *g, gather *ga) {
  qsort(ga->c, (size_t)ga->n, sizeof *ga->c, by_rank);
  char *dir, *bin = cands_schema(g, ga, &dir);
  for (int i = 0; i < ga->n; i++) {
    if (!g->found && !g->stop && !g->settle && !ts_out_of_time(g->c)) {
      g->st->candidates++;
      if (!bin || schema_passes(g, bin, i)) g->found = attempt(g, ga->c[i].text, 0, ga->c[i].foreign);
    }
    free(ga->c[i].text);
  }
  ga->n = 0;
  free(bin);
  if (dir) run_rmtree(dir);
  free(dir);
}

/* Synthesize up to CR_CANDS_PER_LOC candidates and validate them; when
 * none repairs, the same for conditions that keep the original one and
 * add a clause (a missing `|| a == c` is a common slip). */
static void synth_and_validate(engine *g, const synth_spec *sp, const unsigned char *actual, const char *orig,
                               int *timed_out) {
  gather ga;
  memset(&ga, 0, sizeof ga);
  ga.g = g;
  ga.orig = orig;
  ga.limit = CR_CANDS_PER_LOC;
  synth_enumerate(sp, CR_CANDS_PER_LOC, on_cand, &ga, timed_out);
  validate_all(g, &ga);
  if (orig && actual && !g->found && !g->stop && !g->settle && !ts_out_of_time(g->c)) {
    add_clauses(sp, actual, &ga, 0, timed_out);
    add_clauses(sp, actual, &ga, 1, timed_out);
    validate_all(g, &ga);
  }
}

/* The synthesis again without the rows either value passes. */
static void relaxed(engine *g, const synth_spec *sp, const ang_loc *l, const char *orig, int *timed_out) {
  rowset rs;
  rowset_init(&rs, sp);
  for (int r = 0; r < l->nrows; r++)
    if (!l->either[r]) rowset_add(&rs, r, l->actual);
  if (rs.sp.nrows > 0) synth_and_validate(g, &rs.sp, rs.actual, orig, timed_out);
  rowset_free(&rs);
}

void cr_run(ts_ctx *c, const ang_result *ar, cr_fn fn, void *ctx, cr_stats *st) {
  memset(st, 0, sizeof *st);
  engine g = {.c = c, .ar = ar, .fn = fn, .ctx = ctx, .st = st, .t0 = clock_now()};
  consts k;
  program_consts(c, &k);
  int *pending = xcalloc((size_t)ar->nlocs + 1, sizeof *pending), npending = 0;
  unsigned char *done = xcalloc((size_t)ar->nlocs + 1, 1);
  /* every location on all its rows first; then, where none repaired,
   * without the rows either value passes */
  for (int pass = 0; pass < 2; pass++)
  for (int i = 0; i < ar->nlocs && !g.stop && !g.settle; i++) {
    if (ts_out_of_time(c)) {
      st->timed_out = 1;
      break;
    }
    const ang_loc *l = &ar->locs[i];
    const ang_point *pt = &ar->pts[l->point];
    if (done[i] || (pass == 1 && (pt->pt.nvars == 0 || l->nrows == 0 || !memchr(l->either, 1, (size_t)l->nrows)))) continue;
    g.loc = l;
    g.found = 0;
    st->locations += pass == 0;
    /* the user's --timeout on the wall clock (some of it is left: checked above) */
    double left = c->deadline > 0 ? c->deadline - clock_now() : 0;
    if (c->deadline > 0 && left < 1e-3) left = 1e-3;
    synth_spec sp = {.nvars = pt->pt.nvars, .vars = pt->pt.vars, .nconsts = k.n, .consts = k.v,
                     .foreign = k.foreign, .spelling = (const char *const *)k.spelling, .nrows = l->nrows,
                     .vals = l->vals, .want = l->want, .max_level = SYNTH_LEVELS, .timeout_s = left,
                     .cpu_s = CR_SYNTH_S};
    double s0 = clock_now();
    int timed_out = 0;
    if (pass == 0 && getenv("AMEND_DEBUG_SYNTH"))  /* the examples each location's synthesis gets */
      for (int r = 0; r < l->nrows; r++) {
        fprintf(stderr, "synth: loc %d row %d want %d%s:", i, r, l->want[r], l->either && l->either[r] ? " (either)" : "");
        for (int v = 0; v < pt->pt.nvars; v++)
          fprintf(stderr, " %s=%lld", pt->pt.vars[v], (long long)l->vals[(size_t)r * (size_t)pt->pt.nvars + (size_t)v]);
        fputc('\n', stderr);
      }
    char *orig = pt->pt.kind == PROBE_IF ? text_of(c->p, pt->pt.at, pt->pt.at.end) : NULL;
    if (pass == 0 && l->nrows > 0 && pt->pt.nvars > 0) synth_and_validate(&g, &sp, l->actual, orig, &timed_out);
    if (pass == 1) relaxed(&g, &sp, l, orig, &timed_out);
    free(orig);
    st->synth_s += clock_now() - s0;
    done[i] = (unsigned char)g.found;
  }
  for (int i = 0; i < ar->nlocs; i++)
    if (!done[i]) pending[npending++] = i;
  free(done);
  /* constant conditions last: they fit the examples but say nothing */
  for (int j = 0; j < npending && !g.stop && !ts_out_of_time(c); j++) {
    const ang_loc *l = &ar->locs[pending[j]];
    int all1 = 1, all0 = 1;
    for (int r = 0; r < l->nrows; r++) {
      all1 &= l->want[r] == 1;
      all0 &= l->want[r] == 0;
    }
    if (!all1 && !all0) continue;
    g.loc = l;
    st->candidates++;
    attempt(&g, all1 ? "1" : "0", 1, 0);
  }
  free(pending);
  consts_free(&k);
  st->elapsed_s = clock_now() - g.t0;
}

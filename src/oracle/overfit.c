/* overfit.c - the constant, unread and uninit rules of overfit.h.
 *
 * A change's texts are C expressions or statements amend wrote itself (a
 * mutation, a synthesised condition): the rules read their identifiers and
 * integer literals by a scan of the characters, skipping string and
 * character literals; what the program declares and reads comes from its
 * IR, and the tests' numbers from their files.  The uninit rule asks gcc
 * (its -Wuninitialized at -O0, which names only certain uses). */
#include "oracle/overfit.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "native/run.h"
#include "util/arena.h"
#include "util/file.h"

struct overfit {
  const ir_prog *p;
  int64_t *nums;       /* the program's literals and the tests' numbers, sorted */
  int nnums, capnums;
  char *read;          /* per variable id: some expression of the program names it */
  char **orig_log;     /* per file: gcc's -Wuninitialized on the original, or NULL */
  of_counts counts;
};

static void add_num(overfit *o, int64_t v) {
  if (o->nnums == o->capnums) {
    o->capnums = o->capnums ? 2 * o->capnums : 64;
    o->nums = xrealloc(o->nums, sizeof *o->nums * (size_t)o->capnums);
  }
  o->nums[o->nnums++] = v;
}

static int cmp64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

static int has_num(const overfit *o, int64_t v) {
  return bsearch(&v, o->nums, (size_t)o->nnums, sizeof *o->nums, cmp64) != NULL;
}

/* Every run of digits in text[0..n) (a leading '-' taken along), as a
 * number; a decimal's parts each count (the tests' "2.50" gives 2 and 50). */
static void scan_numbers(overfit *o, const char *t, size_t n) {
  for (size_t i = 0; i < n;) {
    if (!isdigit((unsigned char)t[i])) {
      i++;
      continue;
    }
    int neg = i > 0 && t[i - 1] == '-';
    int64_t v = 0;
    for (; i < n && isdigit((unsigned char)t[i]); i++)
      if (v < INT64_MAX / 10) v = v * 10 + (t[i] - '0');
    add_num(o, v);
    if (neg) add_num(o, -v);
  }
}

typedef struct walk {
  overfit *o;
} walk;

static void on_expr(void *ctx, const ir_expr *e) {
  walk *w = ctx;
  if (e->kind == IR_CONST) {
    add_num(w->o, e->ival);
  } else if (e->kind == IR_VAR && e->var) {
    w->o->read[e->var->id] = 1;   /* named: read or written, it is the program's */
  }
}

static void on_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  (void)f;
  walk w = {ctx};
  ir_expr_walk(root, on_expr, &w);
}

overfit *of_new(const ir_prog *p, const suite *s) {
  overfit *o = xcalloc(1, sizeof *o);
  o->p = p;
  o->read = xcalloc((size_t)p->nvars + 1, 1);
  ir_each_slot(p, on_slot, o);
  for (int i = 0; s && i < s->n; i++) {
    size_t n = 0;
    char *in = file_read(s->t[i].in_path, &n);
    if (in) scan_numbers(o, in, n);
    free(in);
    in = file_read(s->t[i].out_path, &n);
    if (in) scan_numbers(o, in, n);
    free(in);
  }
  if (o->nnums > 1) qsort(o->nums, (size_t)o->nnums, sizeof *o->nums, cmp64);
  return o;
}

void of_free(overfit *o) {
  if (!o) return;
  free(o->nums);
  free(o->read);
  for (int i = 0; o->orig_log && i < o->p->nfiles; i++) free(o->orig_log[i]);
  free(o->orig_log);
  free(o);
}

void of_counts_get(const overfit *o, of_counts *c) {
  if (o) *c = o->counts;
  else memset(c, 0, sizeof *c);
}

/* The next token of t from *i: 'i' an identifier, 'n' an integer literal
 * (its value in *v), 0 at the end; string and character literals and
 * everything else are skipped. */
static int next_token(const char *t, size_t *i, char *id, size_t idcap, int64_t *v) {
  while (t[*i]) {
    unsigned char c = (unsigned char)t[*i];
    if (c == '"' || c == '\'') {
      for ((*i)++; t[*i] && (unsigned char)t[*i] != c; (*i)++)
        if (t[*i] == '\\' && t[*i + 1]) (*i)++;
      if (t[*i]) (*i)++;
    } else if (isalpha(c) || c == '_') {
      size_t k = 0;
      for (; isalnum((unsigned char)t[*i]) || t[*i] == '_'; (*i)++)
        if (k + 1 < idcap) id[k++] = t[*i];
      id[k] = '\0';
      return 'i';
    } else if (isdigit(c)) {
      char *end;
      *v = (int64_t)strtoll(t + *i, &end, 0);
      *i = (size_t)(end - t);
      while (isalnum((unsigned char)t[*i]) || t[*i] == '.') (*i)++;  /* suffixes, a float's rest */
      return 'n';
    } else {
      (*i)++;
    }
  }
  return 0;
}

/* Does text hold the identifier name, or the literal v (want 'n')? */
static int text_has(const char *text, int want, const char *name, int64_t v) {
  char id[128];
  int64_t w;
  size_t i = 0;
  for (int k; (k = next_token(text, &i, id, sizeof id, &w));)
    if (k == want && (want == 'i' ? !strcmp(id, name) : w == v)) return 1;
  return 0;
}

/* A literal of the original text within one of v (an off-by-one edit). */
static int near_literal(const char *text, int64_t v) {
  return text_has(text, 'n', NULL, v - 1) || text_has(text, 'n', NULL, v + 1);
}

/* Does the program declare a variable of that name (any scope)? */
static int name_declared(const ir_prog *p, const char *name) {
  for (int i = 0; i < p->nvars; i++)
    if (p->vars[i]->name && !strcmp(p->vars[i]->name, name)) return 1;
  return 0;
}

static int name_read(const overfit *o, const char *name) {
  for (int i = 0; i < o->p->nvars; i++)
    if (o->p->vars[i]->name && !strcmp(o->p->vars[i]->name, name) && o->read[o->p->vars[i]->id]) return 1;
  return 0;
}

static int is_function(const ir_prog *p, const char *name) {
  for (int i = 0; i < p->nfuncs; i++)
    if (!strcmp(p->funcs[i]->name, name)) return 1;
  for (int i = 0; i < p->nundef; i++)
    if (!strcmp(p->undef[i], name)) return 1;
  return 0;
}

const char *of_refuse(overfit *o, const char *original, const char *replacement) {
  if (!o || !replacement) return NULL;
  if (!original) original = "";
  char id[128];
  int64_t v;
  size_t i = 0;
  for (int k; (k = next_token(replacement, &i, id, sizeof id, &v));) {
    if (k == 'n') {
      if (v >= -1 && v <= 1) continue;
      if (text_has(original, 'n', NULL, v) || has_num(o, v) || near_literal(original, v)) continue;
      o->counts.constant++;
      return "constant";
    }
    /* a name the text had, a function, a macro or keyword (no variable of
     * the program's) or a variable the program reads */
    if (text_has(original, 'i', id, 0) || is_function(o->p, id) || !name_declared(o->p, id) || name_read(o, id))
      continue;
    o->counts.unread++;
    return "unread";
  }
  return NULL;
}

/* ---- uninit: the patch makes gcc see a variable read before any write -- */

#define USED_UNINIT "is used uninitialized"

/* The name of the variable in a "'x' is used uninitialized" warning whose
 * text ends at end (the quotes are ASCII or UTF-8, as the locale has it). */
static size_t warned_name(const char *line, const char *end, char *name, size_t cap) {
  const char *b = end;
  while (b > line && !(isalnum((unsigned char)b[-1]) || b[-1] == '_')) b--;
  const char *a = b;
  while (a > line && (isalnum((unsigned char)a[-1]) || a[-1] == '_')) a--;
  size_t n = (size_t)(b - a) < cap ? (size_t)(b - a) : cap - 1;
  memcpy(name, a, n);
  name[n] = '\0';
  return n;
}

/* Does log warn that name is used uninitialized? */
static int log_warns(const char *log, const char *name) {
  char got[128];
  for (const char *at = log; log && (at = strstr(at, USED_UNINIT)); at += sizeof USED_UNINIT - 1) {
    const char *line = at;
    while (line > log && line[-1] != '\n') line--;
    if (warned_name(line, at, got, sizeof got) && !strcmp(got, name)) return 1;
  }
  return 0;
}

static char *diagnose(const char *src, const char *orig_path, const char *const *cflags, int ncflags) {
  const char **extra = xmalloc(sizeof *extra * (size_t)(ncflags + 3));
  int n = 0;
  extra[n++] = "-Wuninitialized";
  /* the original's own directory for its quoted includes */
  char *dir = strdup(orig_path);
  char *slash = strrchr(dir, '/');
  if (slash) *slash = '\0';
  if (slash) {
    extra[n++] = "-iquote";
    extra[n++] = dir;
  }
  for (int i = 0; i < ncflags; i++) extra[n++] = cflags[i];
  char *log = NULL;
  run_diagnose(src, extra, n, &log);
  free(dir);
  free(extra);
  return log;
}

const char *of_refuse_patch(overfit *o, ts_ctx *ts, const patch *pt) {
  if (!o || !ts || !pt) return NULL;
  const char *dir = ts->dir, *const *cflags = ts->cflags;
  int ncflags = ts->ncflags;
  if (!o->orig_log) o->orig_log = xcalloc((size_t)o->p->nfiles + 1, sizeof *o->orig_log);
  for (int k = 0; k < pt->nfiles && k < o->p->nfiles; k++) {
    if (!pt->text[k] || o->p->files[k].lib) continue;
    const char *path = o->p->files[k].path;
    char *src = xmalloc(strlen(dir) + 32);
    sprintf(src, "%s/overfit.c", dir);
    if (file_write(src, pt->text[k], strlen(pt->text[k])) < 0) {
      free(src);
      continue;
    }
    char *log = diagnose(src, path, cflags, ncflags);
    free(src);
    int refuse = 0;
    char name[128];
    for (const char *at = log; log && !refuse && (at = strstr(at, USED_UNINIT)); at += sizeof USED_UNINIT - 1) {
      const char *line = at;
      while (line > log && line[-1] != '\n') line--;
      if (!warned_name(line, at, name, sizeof name)) continue;
      if (!o->orig_log[k]) o->orig_log[k] = diagnose(path, path, cflags, ncflags);
      refuse = !log_warns(o->orig_log[k], name);
    }
    free(log);
    if (refuse) {
      o->counts.uninit++;
      return "uninit";
    }
  }
  if (!ts_defined(ts, pt)) {
    o->counts.uninit++;
    return "uninit";
  }
  return NULL;
}

/* tsvary.c - inputs of the tests' own shape (tsvary.h). */
#define _GNU_SOURCE
#include "oracle/tsvary.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native/judge.h"
#include "native/probe.h"
#include "native/run.h"
#include "util/arena.h"
#include "util/deadline.h"
#include "util/file.h"

/* the inputs stop this long before the deadline: the repairs are still
 * to be printed */
#define TV_MARGIN_S 0.5

static int late(void) {
  double left = deadline_left();
  return deadline_passed() || (left > 0 && left < TV_MARGIN_S);
}

struct tsvary {
  ts_ctx *ts;
  char *dir;
  int n;
  char **path;            /* each input's file */
  unsigned char **in;     /* and its bytes */
  size_t *len;
};

/* an integer of a test's stdin, moved by delta */
typedef struct cand {
  int test;
  size_t at, end;         /* its digits (and sign) */
  long long v;
  int delta;
} cand;

static int word_char(int c) { return isalnum(c) || c == '_' || c == '.'; }

static int numbers_in(const unsigned char *s, size_t n) {
  int k = 0;
  for (size_t i = 0; i < n; i++)
    if (isdigit(s[i]) && (i == 0 || !isdigit(s[i - 1]))) k++;
  return k;
}

/* Does v count what follows it: the numbers after it on its line, the
 * lines after its line (blank ones aside), or the numbers of the next? */
static int counts(const unsigned char *s, size_t n, size_t end, long long v) {
  size_t eol = end;
  while (eol < n && s[eol] != '\n') eol++;
  if (v > 0 && numbers_in(s + end, eol - end) == v) return 1;
  int lines = 0, first = -1;
  for (size_t i = eol; i < n;) {
    size_t j = i + 1;
    while (j < n && s[j] != '\n') j++;
    int blank = 1;
    for (size_t k = i + 1; k < j; k++) blank &= isspace(s[k]) != 0;
    if (!blank) {
      lines++;
      if (first < 0) first = numbers_in(s + i + 1, j - i - 1);
    }
    i = j;
  }
  return v == lines || v == first;
}

/* The integers of s that may move, appended to *c. */
static void integers(int test, const unsigned char *s, size_t n, cand **c, int *nc, int *cap) {
  for (size_t i = 0; i < n;) {
    if (!isdigit(s[i]) || (i > 0 && word_char(s[i - 1]))) {
      i++;
      continue;
    }
    size_t at = i, end = i;
    while (end < n && isdigit(s[end])) end++;
    i = end;
    if (end < n && word_char(s[end])) continue;   /* a word or a decimal */
    if (end - at > 15) continue;
    int neg = at > 0 && s[at - 1] == '-' && (at == 1 || isspace(s[at - 2]));
    if (at > 0 && s[at - 1] == '-' && !neg) continue;   /* `a-3`: not a number alone */
    long long v = strtoll((const char *)s + at, NULL, 10);
    if (neg) at--, v = -v;
    if (counts(s, n, end, v)) continue;
    for (int d = 1; d >= -1; d -= 2) {
      if (*nc == *cap) *c = xrealloc(*c, sizeof **c * (size_t)(*cap = *cap ? 2 * *cap : 32));
      (*c)[(*nc)++] = (cand){test, at, end, v, d};
    }
  }
}

static char *unchanged(void *ctx, const ir_prog *p, int file) {
  (void)ctx, (void)p, (void)file;
  return NULL;
}

/* The original program built with its uninitialised locals set to init
 * (zero, pattern): NULL when gcc refuses. */
static char *original_with(ts_ctx *ts, const char *dir, const char *init) {
  const char **f = xcalloc((size_t)ts->ncflags + 2, sizeof *f);
  for (int i = 0; i < ts->ncflags; i++) f[i] = ts->cflags[i];
  char flag[64];
  snprintf(flag, sizeof flag, "-ftrivial-auto-var-init=%s", init);
  f[ts->ncflags] = flag;
  char *bin = probe_compile(ts->p, unchanged, NULL, dir, init, f, ts->ncflags + 1, NULL);
  free(f);
  return bin;
}

/* What bin prints on input p (through the file o; *n bytes, malloc'd),
 * or NULL when it does not exit 0 within the limit. */
static char *output_of(ts_ctx *ts, const char *bin, const char *p, const char *o, const char *const *env, int nenv,
                       size_t *n) {
  run_result r;
  ts->runs++;
  return run_capture(bin, p, o, ts->timeout_s, env, nenv, &r) == RUN_PASS ? file_read(o, n) : NULL;
}

/* Does the original end normally on input p, printing the same whether
 * the memory it never wrote holds zeros or a pattern?  An input on which
 * it reads such memory says nothing of what a right program prints. */
static int defined_on(ts_ctx *ts, char *const bin[2], const char *p, const char *o) {
  static const char *const perturb[1] = {"MALLOC_PERTURB_=165"};
  size_t n[2] = {0, 0};
  char *out[2] = {output_of(ts, bin[0], p, o, NULL, 0, &n[0]), NULL};
  if (out[0]) out[1] = output_of(ts, bin[1], p, o, perturb, 1, &n[1]);
  int ok = out[1] && n[0] == n[1] && !memcmp(out[0], out[1], n[0]);
  free(out[0]);
  free(out[1]);
  return ok;
}

static int known(const tsvary *v, const unsigned char *s, size_t n) {
  for (int i = 0; i < v->n; i++)
    if (v->len[i] == n && !memcmp(v->in[i], s, n)) return 1;
  return 0;
}

tsvary *tv_new(ts_ctx *ts, int max) {
  const suite *s = ts->s;
  unsigned char **in = xcalloc((size_t)s->n + 1, sizeof *in);
  size_t *len = xcalloc((size_t)s->n + 1, sizeof *len);
  cand *c = NULL;
  int nc = 0, cap = 0;
  for (int t = 0; t < s->n; t++) {
    in[t] = (unsigned char *)file_read(s->t[t].in_path, &len[t]);
    if (in[t]) integers(t, in[t], len[t], &c, &nc, &cap);
  }
  tsvary *v = xcalloc(1, sizeof *v);
  v->ts = ts;
  v->dir = ts_subdir(ts, "vary");
  v->path = xcalloc((size_t)max + 1, sizeof *v->path);
  v->in = xcalloc((size_t)max + 1, sizeof *v->in);
  v->len = xcalloc((size_t)max + 1, sizeof *v->len);
  char *bin[2] = {NULL, NULL};
  if (nc > 0 && !late()) bin[0] = original_with(ts, v->dir, "zero");
  if (bin[0]) bin[1] = original_with(ts, v->dir, "pattern");
  if (!bin[1]) nc = 0;
  /* evenly spaced over the tests and their integers, both ways */
  for (int k = 0; k < max && k < nc && !late(); k++) {
    const cand *x = &c[(size_t)k * (size_t)nc / (size_t)(max < nc ? max : nc)];
    char num[32];
    int w = snprintf(num, sizeof num, "%lld", x->v + x->delta);
    size_t n = len[x->test] - (x->end - x->at) + (size_t)w;
    unsigned char *b = xmalloc(n + 1);
    memcpy(b, in[x->test], x->at);
    memcpy(b + x->at, num, (size_t)w);
    memcpy(b + x->at + w, in[x->test] + x->end, len[x->test] - x->end);
    int dup = known(v, b, n);
    for (int t = 0; !dup && t < s->n; t++) dup = in[t] && len[t] == n && !memcmp(in[t], b, n);
    char *p = NULL, *o = NULL;
    if (!dup && asprintf(&p, "%s/in%d", v->dir, k) >= 0 && asprintf(&o, "%s/out", v->dir) >= 0 &&
        file_write(p, b, n) == 0) {
      if (defined_on(ts, bin, p, o)) {
        v->path[v->n] = p, v->in[v->n] = b, v->len[v->n] = n, v->n++;
        p = NULL, b = NULL;
      }
    }
    free(p);
    free(o);
    free(b);
  }
  for (int t = 0; t < s->n; t++) free(in[t]);
  free(in);
  free(len);
  free(c);
  free(bin[0]);
  free(bin[1]);
  if (!v->n) {
    tv_free(v);
    return NULL;
  }
  return v;
}

void tv_free(tsvary *v) {
  if (!v) return;
  for (int i = 0; i < v->n; i++) {
    free(v->path[i]);
    free(v->in[i]);
  }
  free(v->path);
  free(v->in);
  free(v->len);
  run_rmtree(v->dir);
  free(v->dir);
  free(v);
}

int tv_count(const tsvary *v) { return v ? v->n : 0; }

const unsigned char *tv_stdin(const tsvary *v, int i, size_t *len) {
  *len = v->len[i];
  return v->in[i];
}

int tv_outputs(tsvary *v, const patch *pt, char **out) {
  char *d = ts_subdir(v->ts, "varied");
  char *bin = late() ? NULL : ts_build(v->ts, pt, d);
  char *o = NULL;
  int ran = bin && asprintf(&o, "%s/out", d) >= 0 ? 0 : -1;
  for (int i = 0; ran >= 0 && i < v->n && !late(); i++, ran++) {
    size_t n = 0, m = 0;
    char *text = output_of(v->ts, bin, v->path[i], o, NULL, 0, &n);
    out[i] = text ? judge_norm(text, n, &m) : NULL;
    free(text);
  }
  free(o);
  free(bin);
  run_rmtree(d);
  free(d);
  return ran;
}

/* rewrite.c - ordered insertions into a source text. */
#include "native/rewrite.h"

#include <stdlib.h>
#include <string.h>

#include "util/arena.h"

struct rw_ins {
  unsigned pos;
  int is_open;
  unsigned span;     /* length of the wrapped range */
  int seq;           /* order of rw_wrap calls */
  char *text;
};

static char *dup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(xmalloc(n), s, n);
}

static void add(rewrite *r, unsigned pos, int is_open, unsigned span, const char *t) {
  if (!*t) return;
  rw_ins in = {pos, is_open, span, r->n, dup(t)};
  VEC_PUSH(r->v, r->n, r->cap, in);
}

void rw_wrap(rewrite *r, unsigned start, unsigned end, const char *open, const char *close) {
  add(r, start, 1, end - start, open);
  add(r, end, 0, end - start, close);
}

/* At one offset: closings of the ranges ending there, then the empty
 * ranges there (opening before closing), then openings. */
static int phase(const rw_ins *x) { return x->span == 0 ? 2 - x->is_open : x->is_open ? 3 : 0; }

static int cmp(const void *pa, const void *pb) {
  const rw_ins *a = pa, *b = pb;
  if (a->pos != b->pos) return a->pos < b->pos ? -1 : 1;
  if (phase(a) != phase(b)) return phase(a) - phase(b);
  if (a->span != b->span)
    return (a->span > b->span) == a->is_open ? -1 : 1;  /* open outer first, close inner first */
  return a->is_open ? a->seq - b->seq : b->seq - a->seq;
}

char *rw_apply(const rewrite *r, const char *text, size_t len) {
  rw_ins *v = xmalloc(sizeof *v * (size_t)(r->n ? r->n : 1));
  if (r->n) memcpy(v, r->v, sizeof *v * (size_t)r->n);
  qsort(v, (size_t)r->n, sizeof *v, cmp);
  size_t total = len + 1;
  for (int i = 0; i < r->n; i++) total += strlen(v[i].text);
  char *out = xmalloc(total), *o = out;
  size_t at = 0;
  for (int i = 0; i < r->n; i++) {
    size_t pos = v[i].pos < len ? v[i].pos : len;
    memcpy(o, text + at, pos - at);
    o += pos - at;
    at = pos;
    size_t k = strlen(v[i].text);
    memcpy(o, v[i].text, k);
    o += k;
  }
  memcpy(o, text + at, len - at);
  o[len - at] = 0;
  free(v);
  return out;
}

void rw_free(rewrite *r) {
  for (int i = 0; i < r->n; i++) free(r->v[i].text);
  free(r->v);
  r->v = NULL;
  r->n = r->cap = 0;
}

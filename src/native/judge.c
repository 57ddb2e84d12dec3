/* judge.c - the whitespace-insensitive canonical form of an output. */
#include "native/judge.h"

#include <string.h>

#include "util/arena.h"

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

void judge_ws_init(judge_ws *w) {
  w->blank = 0;
  w->newlines = 0;
}

/* Output is gathered in a small buffer so that the sink is called per
 * chunk, not per byte. */
typedef struct outbuf {
  char b[4096];
  size_t n;
  judge_sink sink;
  void *ctx;
} outbuf;

static void put(outbuf *o, char c) {
  if (o->n == sizeof o->b) {
    o->sink(o->ctx, o->b, o->n);
    o->n = 0;
  }
  o->b[o->n++] = c;
}

void judge_ws_feed(judge_ws *w, const char *buf, size_t n, judge_sink sink, void *ctx) {
  outbuf o;
  o.n = 0;
  o.sink = sink;
  o.ctx = ctx;
  for (size_t i = 0; i < n; i++) {
    char c = buf[i];
    if (c == '\n') {
      w->blank = 0;          /* blanks at the end of a line */
      w->newlines++;
    } else if (is_blank(c)) {
      w->blank = 1;
    } else {
      /* a printed character: what was held back was not trailing */
      for (; w->newlines > 0; w->newlines--) put(&o, '\n');
      if (w->blank) put(&o, ' ');
      w->blank = 0;
      put(&o, c);
    }
  }
  if (o.n) sink(ctx, o.b, o.n);
}

typedef struct grow {
  char *p;
  size_t n, cap;
} grow;

static void append(void *ctx, const char *buf, size_t n) {
  grow *g = ctx;
  if (g->n + n + 1 > g->cap) {
    while (g->n + n + 1 > g->cap) g->cap = g->cap ? 2 * g->cap : 256;
    g->p = xrealloc(g->p, g->cap);
  }
  memcpy(g->p + g->n, buf, n);
  g->n += n;
}

char *judge_norm(const char *s, size_t n, size_t *len) {
  grow g = {NULL, 0, 0};
  judge_ws w;
  judge_ws_init(&w);
  judge_ws_feed(&w, s, n, append, &g);
  append(&g, "", 0);
  g.p[g.n] = '\0';
  *len = g.n;
  return g.p;
}

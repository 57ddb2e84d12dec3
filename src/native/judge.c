/* judge.c - the canonical forms of an output (space, tokens, numbers). */
#include "native/judge.h"

#include <stdlib.h>
#include <string.h>

#include "util/arena.h"

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
static int is_digit(char c) { return c >= '0' && c <= '9'; }

void judge_ws_init_mode(judge_ws *w, judge_mode mode) {
  memset(w, 0, sizeof *w);
  w->mode = mode;
}

void judge_ws_init(judge_ws *w) { judge_ws_init_mode(w, JUDGE_SPACE); }

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

/* ---- numbers: the states and rules of the stdio model's, one for one ---- */

enum { NUM_OUT, NUM_SIGN, NUM_INT, NUM_DOT, NUM_FRAC };

static void num_put(judge_ws *w, char c) {
  if (w->num_len == w->num_cap) {
    w->num_cap = w->num_cap ? 2 * w->num_cap : 32;
    w->num = xrealloc(w->num, w->num_cap);
  }
  w->num[w->num_len++] = c;
}

static void num_end(judge_ws *w, outbuf *o) {
  int st = w->num_state;
  if (st == NUM_INT && !w->num_digits) num_put(w, '0');
  if (st == NUM_DOT || st == NUM_FRAC) w->num_len = w->num_end;
  if (!w->num_nonzero) {
    w->num_len = 0;
    num_put(w, '0');
  }
  if (w->printed) put(o, ' ');
  w->printed = 1;
  for (size_t i = 0; i < w->num_len; i++) put(o, w->num[i]);
  w->num_len = 0;
  w->num_state = NUM_OUT;
}

static void number_char(judge_ws *w, outbuf *o, char c) {
  int digit = is_digit(c), st = w->num_state;
  if (st == NUM_INT && c == '.') {
    if (!w->num_digits) {
      num_put(w, '0');
      w->num_digits = 1;
    }
    w->num_end = w->num_len;
    num_put(w, '.');
    w->num_state = NUM_DOT;
    return;
  }
  if ((st == NUM_INT || st == NUM_DOT || st == NUM_FRAC) && !digit) {
    num_end(w, o);
    st = NUM_OUT;
  }
  if (st == NUM_OUT || st == NUM_SIGN) {
    if (!digit) {
      w->num_state = c == '-' ? NUM_SIGN : NUM_OUT;
      return;
    }
    w->num_len = 0;
    w->num_digits = w->num_nonzero = 0;
    if (st == NUM_SIGN) num_put(w, '-');
    st = NUM_INT;
  }
  if (st == NUM_INT) {
    if (c != '0' || w->num_digits) {
      num_put(w, c);
      w->num_digits++;
    }
    w->num_nonzero |= c != '0';
    w->num_state = NUM_INT;
  } else {
    num_put(w, c);
    if (c != '0') {
      w->num_nonzero = 1;
      w->num_end = w->num_len;
    }
    w->num_state = NUM_FRAC;
  }
}

void judge_ws_feed(judge_ws *w, const char *buf, size_t n, judge_sink sink, void *ctx) {
  outbuf o;
  o.n = 0;
  o.sink = sink;
  o.ctx = ctx;
  for (size_t i = 0; i < n; i++) {
    char c = buf[i];
    if (w->mode == JUDGE_NUMBERS) {
      number_char(w, &o, c);
    } else if (w->mode == JUDGE_TOKENS) {
      if (is_blank(c) || c == '\n') {
        w->blank = 1;
      } else {
        if (w->blank && w->printed) put(&o, ' ');
        w->blank = 0;
        w->printed = 1;
        put(&o, c);
      }
    } else if (c == '\n') {
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

void judge_ws_finish(judge_ws *w, judge_sink sink, void *ctx) {
  outbuf o;
  o.n = 0;
  o.sink = sink;
  o.ctx = ctx;
  int st = w->num_state;
  if (w->mode == JUDGE_NUMBERS && (st == NUM_INT || st == NUM_DOT || st == NUM_FRAC)) num_end(w, &o);
  if (o.n) sink(ctx, o.b, o.n);
  free(w->num);
  w->num = NULL;
  w->num_len = w->num_cap = 0;
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

char *judge_norm_mode(judge_mode mode, const char *s, size_t n, size_t *len) {
  grow g = {NULL, 0, 0};
  judge_ws w;
  judge_ws_init_mode(&w, mode);
  judge_ws_feed(&w, s, n, append, &g);
  judge_ws_finish(&w, append, &g);
  append(&g, "", 0);
  g.p[g.n] = '\0';
  *len = g.n;
  return g.p;
}

char *judge_norm(const char *s, size_t n, size_t *len) { return judge_norm_mode(JUDGE_SPACE, s, n, len); }

/* diff.c - unified diffs for repairs.
 *
 * Most repairs rewrite operators and constants in place, so line i of the
 * patched text corresponds to line i of the original; a hunk is a run of
 * changed lines with its context.  When the line counts differ (a guard
 * inserted on a line of its own) the lines the two texts share at the
 * start and at the end are context, and everything between is one change:
 * exact for a single inserted region, still a valid diff otherwise. */
#define _GNU_SOURCE
#include "report/diff.h"

#include <stdlib.h>
#include <string.h>

#include "util/arena.h"

typedef struct lines {
  int n;
  const char **s;   /* start of each line */
  int *len;         /* length without the newline */
  int last_nl;      /* text ends with a newline */
} lines;

static lines split(const char *t) {
  lines l = {0, NULL, NULL, 1};
  int cap = 64;
  l.s = xmalloc(sizeof *l.s * (size_t)cap);
  l.len = xmalloc(sizeof *l.len * (size_t)cap);
  const char *p = t;
  while (*p) {
    const char *nl = strchr(p, '\n');
    if (l.n == cap) {
      cap *= 2;
      l.s = xrealloc(l.s, sizeof *l.s * (size_t)cap);
      l.len = xrealloc(l.len, sizeof *l.len * (size_t)cap);
    }
    l.s[l.n] = p;
    l.len[l.n] = nl ? (int)(nl - p) : (int)strlen(p);
    l.n++;
    if (!nl) {
      l.last_nl = 0;
      break;
    }
    p = nl + 1;
  }
  return l;
}

static void line_out(FILE *o, char tag, const lines *l, int i) {
  fprintf(o, "%c%.*s\n", tag, l->len[i], l->s[i]);
  if (i == l->n - 1 && !l->last_nl) fputs("\\ No newline at end of file\n", o);
}

static int same_at(const lines *a, int i, const lines *b, int j) {
  return a->len[i] == b->len[j] && !memcmp(a->s[i], b->s[j], (size_t)a->len[i]);
}

static int same(const lines *a, const lines *b, int i) { return same_at(a, i, b, i); }

/* One hunk around the region between the common head and tail. */
static void diff_region(FILE *o, const lines *a, const lines *b) {
  const int ctx = 3;
  int head = 0, tail = 0;
  while (head < a->n && head < b->n && same_at(a, head, b, head)) head++;
  while (tail < a->n - head && tail < b->n - head && same_at(a, a->n - 1 - tail, b, b->n - 1 - tail)) tail++;
  int start = head - ctx < 0 ? 0 : head - ctx;
  int a_end = a->n - tail, b_end = b->n - tail;         /* exclusive ends of the change */
  int after = tail < ctx ? tail : ctx;
  int na = a_end + after - start, nb = b_end + after - start;
  /* an empty range starts at the line before it (diff(1)'s convention) */
  fprintf(o, "@@ -%d,%d +%d,%d @@\n", na ? start + 1 : start, na, nb ? start + 1 : start, nb);
  for (int i = start; i < head; i++) line_out(o, ' ', a, i);
  for (int i = head; i < a_end; i++) line_out(o, '-', a, i);
  for (int i = head; i < b_end; i++) line_out(o, '+', b, i);
  for (int i = a_end; i < a_end + after; i++) line_out(o, ' ', a, i);
}

void diff_unified(FILE *o, const char *path, const char *ta, const char *tb) {
  if (!strcmp(ta, tb)) return;
  lines a = split(ta), b = split(tb);
  /* relative paths get git's a/ b/ prefixes (apply with patch -p1) */
  const char *pa = path[0] == '/' ? "" : "a/", *pb = path[0] == '/' ? "" : "b/";
  fprintf(o, "--- %s%s\n+++ %s%s\n", pa, path, pb, path);
  if (a.n != b.n) {
    diff_region(o, &a, &b);
  } else {
    const int ctx = 3;
    int i = 0;
    while (i < a.n) {
      if (same(&a, &b, i)) {
        i++;
        continue;
      }
      /* grow the hunk while the next change is within 2*ctx lines */
      int start = i - ctx < 0 ? 0 : i - ctx, end = i;
      for (int j = i; j < a.n && j <= end + 2 * ctx; j++)
        if (!same(&a, &b, j)) end = j;
      int stop = end + ctx >= a.n ? a.n - 1 : end + ctx;
      int cnt = stop - start + 1;
      fprintf(o, "@@ -%d,%d +%d,%d @@\n", start + 1, cnt, start + 1, cnt);
      for (int j = start; j <= stop;) {
        if (same(&a, &b, j)) {
          line_out(o, ' ', &a, j++);
          continue;
        }
        /* a run of changed lines: all removals, then all additions */
        int k = j;
        while (k <= stop && !same(&a, &b, k)) k++;
        for (int x = j; x < k; x++) line_out(o, '-', &a, x);
        for (int x = j; x < k; x++) line_out(o, '+', &b, x);
        j = k;
      }
      i = stop + 1;
    }
  }
  free(a.s);
  free(a.len);
  free(b.s);
  free(b.len);
}

char *diff_unified_str(const char *path, const char *a, const char *b) {
  char *buf = NULL;
  size_t n = 0;
  FILE *o = open_memstream(&buf, &n);
  if (!o) return NULL;
  diff_unified(o, path, a, b);
  fclose(o);
  return buf;
}

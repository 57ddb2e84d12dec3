/* diff.c - unified diffs for repairs.
 *
 * Most repairs rewrite operators and constants in place, so line i of the
 * patched text corresponds to line i of the original; a hunk is a run of
 * changed lines with its context.  When the line counts differ (a guard
 * inserted on a line of its own, maybe beside edits elsewhere) the lines
 * between the texts' common start and end are matched by their longest
 * common subsequence, when that table is small; past it, everything
 * between is one change (still a valid diff). */
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

/* The largest middle (lines of one side times the other's) matched line
 * by line: an int per pair */
enum { LCS_MAX_CELLS = 4000000 };

/* Hunks of an edit script: ops[k] is ' ' (a line of both), '-' (of a
 * only) or '+' (of b only), in order; changes closer than 2*ctx lines
 * share a hunk, and within a run of changes removals come first. */
static void script_out(FILE *o, const lines *a, const lines *b, const char *ops, int nops) {
  const int ctx = 3;
  int k = 0, ia = 0, ib = 0;  /* ops[k] is at line ia of a, ib of b */
  while (k < nops) {
    if (ops[k] == ' ') {
      k++, ia++, ib++;
      continue;
    }
    /* the hunk: back ctx lines, then on while a change is near */
    int back = 0;
    while (back < ctx && back < k && ops[k - 1 - back] == ' ') back++;
    int start = k - back, sa = ia - back, sb = ib - back;
    int end = k, same_run = 0;
    for (int j = k; j < nops; j++) {
      if (ops[j] != ' ') end = j, same_run = 0;
      else if (++same_run >= 2 * ctx) break;
    }
    int stop = end + 1;
    for (int c = 0; c < ctx && stop < nops && ops[stop] == ' '; c++) stop++;
    int na = 0, nb = 0;
    for (int j = start; j < stop; j++) na += ops[j] != '+', nb += ops[j] != '-';
    fprintf(o, "@@ -%d,%d +%d,%d @@\n", na ? sa + 1 : sa, na, nb ? sb + 1 : sb, nb);
    int xa = sa, xb = sb;
    for (int j = start; j < stop;) {
      if (ops[j] == ' ') {
        line_out(o, ' ', a, xa++);
        xb++, j++;
        continue;
      }
      int r = j;
      while (r < stop && ops[r] != ' ') r++;
      for (int q = j; q < r; q++)
        if (ops[q] == '-') line_out(o, '-', a, xa++);
      for (int q = j; q < r; q++)
        if (ops[q] == '+') line_out(o, '+', b, xb++);
      j = r;
    }
    k = stop, ia = xa, ib = xb;
  }
}

/* The edit script of two texts.  Of the same line count, line i with
 * line i (a changed line is removed and added).  Else the lines between
 * the common start and end matched by a longest common subsequence, or,
 * when that table is too large, all removed and all added. */
static char *script_of(const lines *a, const lines *b, int *nops) {
  char *ops = xmalloc((size_t)(a->n + b->n) + 1);
  int n0 = 0;
  if (a->n == b->n) {
    for (int i = 0; i < a->n; i++)
      if (same(a, b, i)) ops[n0++] = ' ';
      else ops[n0++] = '-', ops[n0++] = '+';
    *nops = n0;
    return ops;
  }
  int head = 0, tail = 0;
  while (head < a->n && head < b->n && same_at(a, head, b, head)) head++;
  while (tail < a->n - head && tail < b->n - head && same_at(a, a->n - 1 - tail, b, b->n - 1 - tail)) tail++;
  int n = a->n - head - tail, m = b->n - head - tail;
  for (int k = 0; k < head; k++) ops[n0++] = ' ';
  if ((long)(n + 1) * (m + 1) > LCS_MAX_CELLS) {
    for (int k = 0; k < n; k++) ops[n0++] = '-';
    for (int k = 0; k < m; k++) ops[n0++] = '+';
  } else {
    int *L = xcalloc((size_t)(n + 1) * (size_t)(m + 1), sizeof *L);
#define AT(i, j) L[(size_t)(i) * (size_t)(m + 1) + (size_t)(j)]
    for (int i = n - 1; i >= 0; i--)
      for (int j = m - 1; j >= 0; j--)
        AT(i, j) = same_at(a, head + i, b, head + j) ? AT(i + 1, j + 1) + 1
                   : AT(i + 1, j) >= AT(i, j + 1)    ? AT(i + 1, j)
                                                     : AT(i, j + 1);
    int i = 0, j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && same_at(a, head + i, b, head + j)) ops[n0++] = ' ', i++, j++;
      else if (j >= m || (i < n && AT(i + 1, j) >= AT(i, j + 1))) ops[n0++] = '-', i++;
      else ops[n0++] = '+', j++;
    }
#undef AT
    free(L);
  }
  for (int k = 0; k < tail; k++) ops[n0++] = ' ';
  *nops = n0;
  return ops;
}

void diff_unified(FILE *o, const char *path, const char *ta, const char *tb) {
  if (!strcmp(ta, tb)) return;
  lines a = split(ta), b = split(tb);
  /* relative paths get git's a/ b/ prefixes (apply with patch -p1) */
  const char *pa = path[0] == '/' ? "" : "a/", *pb = path[0] == '/' ? "" : "b/";
  fprintf(o, "--- %s%s\n+++ %s%s\n", pa, path, pb, path);
  int nops;
  char *ops = script_of(&a, &b, &nops);
  script_out(o, &a, &b, ops, nops);
  free(ops);
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

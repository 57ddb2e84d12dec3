/* based.c - the base program of a search, and its places and patches
 * moved back to the original. */
#include "repair/based.h"

#include <stdlib.h>
#include <string.h>

#include "util/arena.h"

struct based {
  const ir_prog *orig;
  ir_prog *q;
};

static int lines_of(const char *t) {
  int n = 0;
  for (; *t; t++) n += *t == '\n';
  return n;
}

based *based_load(const ir_prog *p, const patch *base, const program_spec *spec, FILE *diag) {
  ir_prog *q = patch_parse(base, spec, diag);
  if (!q) return NULL;
  int ok = q->nfiles == p->nfiles;
  for (int f = 0; ok && f < p->nfiles; f++) ok = lines_of(p->files[f].text) == lines_of(q->files[f].text);
  if (!ok) {
    ir_prog_free(q);
    return NULL;
  }
  based *b = xcalloc(1, sizeof *b);
  b->orig = p;
  b->q = q;
  return b;
}

ir_prog *based_prog(based *b) { return b->q; }

patch based_patch(const based *b, const patch *pt) {
  patch out = {b->orig->nfiles, xcalloc((size_t)b->orig->nfiles + 1, sizeof(char *))};
  for (int f = 0; f < out.nfiles; f++) {
    const char *t = f < pt->nfiles && pt->text[f] ? pt->text[f] : b->q->files[f].text;
    if (strcmp(t, b->orig->files[f].text)) out.text[f] = strdup(t);
  }
  return out;
}

/* Where line `line` (0-based) of t begins, and its length. */
static const char *line_at(const char *t, unsigned line, size_t *len) {
  for (; line > 0 && *t; t++)
    if (*t == '\n') line--;
  const char *e = strchr(t, '\n');
  *len = e ? (size_t)(e - t) : strlen(t);
  return t;
}

/* Offset off of the base program's file f as an offset of the
 * original's.  Lines match one to one; within a line the text the base
 * left alone before and after its edit keeps its place, and what the base
 * wrote maps to where it begins (an end, to where it ends). */
static unsigned orig_offset(const based *b, int f, unsigned off, int is_end) {
  const char *bt = b->q->files[f].text, *ot = b->orig->files[f].text;
  unsigned line = 0, bol = 0;
  for (unsigned i = 0; i < off && bt[i]; i++)
    if (bt[i] == '\n') line++, bol = i + 1;
  size_t bn, on;
  const char *bl = line_at(bt, line, &bn), *ol = line_at(ot, line, &on);
  size_t col = off - bol, pre = 0, suf = 0;
  while (pre < bn && pre < on && bl[pre] == ol[pre]) pre++;
  while (suf < bn - pre && suf < on - pre && bl[bn - 1 - suf] == ol[on - 1 - suf]) suf++;
  size_t oc = col <= pre ? col : col >= bn - suf ? on - (bn - col) : is_end ? on - suf : pre;
  return (unsigned)((size_t)(ol - ot) + oc);
}

void based_place(const based *b, ir_loc node, ir_loc at, rep_change *c) {
  const ir_prog *p = b->orig;
  c->file = p->files[node.file].path;
  rep_linecol(p, node.file, orig_offset(b, node.file, node.off, 0), &c->line, &c->col);
  rep_linecol(p, at.file, orig_offset(b, at.file, at.off, 0), &c->at_line, &c->at_col);
  rep_linecol(p, at.file, orig_offset(b, at.file, at.end, 1), &c->at_end_line, &c->at_end_col);
}

void based_free(based *b) {
  if (!b) return;
  ir_prog_free(b->q);
  free(b);
}

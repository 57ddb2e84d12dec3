/* iomodel.c - typed tokens or bytes: read the program's reads of stdin.
 *
 * The front end turned every scanf with a literal format into a chain of
 * the stdio model's primitives, one per directive, with the directive's
 * width and base as constant arguments; so the IR says exactly which
 * conversions read stdin and how.  A chain that starts at
 * __amend_scan_sbegin reads sscanf's string, not stdin. */
#include "load/iomodel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load/harness.h"
#include "util/arena.h"

#define UNBOUNDED (-1)

typedef struct scan {
  const ir_prog *p;
  iomodel *m;
  int kind;                /* number tokens seen so far (IOM_BYTES: none yet) */
  ir_loc char_at;          /* the first read of characters, and what it is */
  char char_why[80];
  ir_loc call_at;          /* the scanf call being read */
  int in_string;           /* inside an sscanf chain */
  int loops;               /* loop depth */
  int direct;              /* conversions in the function, UNBOUNDED in a loop */
  const ir_func **callees; /* user functions called: reads counted after */
  int *callee_loops;
  int ncallees, capcallees;
} scan;

/* The name without the reference's prefix. */
static const char *base_name(const char *n) {
  size_t k = strlen(HARNESS_REF_PREFIX);
  return strncmp(n, HARNESS_REF_PREFIX, k) ? n : n + k;
}

/* A read of characters (getchar, %c, %s, a literal to match): text,
 * unless numbers are read too. */
static void chars_read(scan *s, ir_loc at, const char *what) {
  if (s->char_why[0]) return;
  s->char_at = at;
  snprintf(s->char_why, sizeof s->char_why, "%s", what);
}

static void bytes_because(scan *s, ir_loc at, const char *what) {
  if (s->m->why[0]) return;  /* the first reason is the one said */
  const ir_prog *p = s->p;
  const char *file = at.file >= 0 && at.file < p->nfiles ? p->files[at.file].path : "?";
  snprintf(s->m->where, sizeof s->m->where, "%s:%u:%u", file, at.line, at.col);
  snprintf(s->m->why, sizeof s->m->why, "%s", what);
}

static int const_arg(const ir_expr *e, int i, int64_t *v) {
  if (i >= e->nargs) return 0;
  const ir_expr *a = e->args[i];
  while (a->kind == IR_CAST) a = a->a;
  if (a->kind != IR_CONST) return 0;
  *v = a->ival;
  return 1;
}

static void conversion(scan *s, int kind) {
  if (s->loops) s->direct = UNBOUNDED;
  else if (s->direct != UNBOUNDED) s->direct++;
  if (s->kind == IOM_BYTES) {
    s->kind = kind;
    return;
  }
  /* integers and floating point together: the tokens are integers, which
   * a floating-point conversion reads exactly as strtod reads digits */
  if (kind == IOM_LONG || (kind == IOM_INT && s->kind == IOM_DOUBLE)) s->kind = kind;
}

static void expr(scan *s, const ir_expr *e);

static void call(scan *s, const ir_expr *e) {
  const char *n = base_name(e->callee->name);
  int64_t width = 0, base = 10;
  if (!e->callee->lib) {
    if (s->ncallees == s->capcallees) {
      s->capcallees = s->capcallees ? 2 * s->capcallees : 8;
      s->callees = xrealloc(s->callees, sizeof *s->callees * (size_t)s->capcallees);
      s->callee_loops = xrealloc(s->callee_loops, sizeof *s->callee_loops * (size_t)s->capcallees);
    }
    s->callee_loops[s->ncallees] = s->loops;
    s->callees[s->ncallees++] = e->callee;
  } else if (!strcmp(n, "__amend_scan_send")) {
    s->in_string++;
    for (int i = 0; i < e->nargs; i++) expr(s, e->args[i]);
    s->in_string--;
    return;
  } else if (!strcmp(n, "__amend_scan_end")) {
    s->call_at = e->loc;
  } else if (!strcmp(n, "getchar") || !strcmp(n, "fgetc") || !strcmp(n, "getc") || !strcmp(n, "fgets") ||
             !strcmp(n, "gets")) {
    char what[80];
    snprintf(what, sizeof what, "%s reads characters", n);
    chars_read(s, e->loc, what);
  } else if (s->in_string) {
    /* sscanf's own string: not stdin */
  } else if (!strcmp(n, "__amend_scan_int") || !strcmp(n, "__amend_scan_long")) {
    int ok = const_arg(e, 2, &width) && const_arg(e, 3, &base);
    if (!ok || width != 0 || (base != 10 && base != 0))
      bytes_because(s, s->call_at, width ? "a scanf conversion with a width" : "a scanf conversion in base 8 or 16");
    else conversion(s, n[13] == 'l' ? IOM_LONG : IOM_INT);
  } else if (!strcmp(n, "__amend_scan_float") || !strcmp(n, "__amend_scan_double") ||
             !strcmp(n, "__amend_scan_float_low") || !strcmp(n, "__amend_scan_double_wide")) {
    /* the last two (%f into a double, %lf into a float) store the bits of
     * what the others store: exact on tokens as well */
    if (!const_arg(e, 2, &width) || width != 0) bytes_because(s, s->call_at, "a scanf conversion with a width");
    else conversion(s, IOM_DOUBLE);
  } else if (!strncmp(n, "__amend_scan_char", 17)) {
    chars_read(s, s->call_at, "scanf's %c reads characters");
  } else if (!strncmp(n, "__amend_scan_word", 17)) {
    chars_read(s, s->call_at, "scanf's %s reads words");
  } else if (!strcmp(n, "__amend_scan_set")) {
    chars_read(s, s->call_at, "scanf's %[ reads characters");
  } else if (!strcmp(n, "__amend_scan_lit")) {
    chars_read(s, s->call_at, "a scanf format has a character to match");
  }
  for (int i = 0; i < e->nargs; i++) expr(s, e->args[i]);
}

static void expr(scan *s, const ir_expr *e) {
  if (!e) return;
  if (e->kind == IR_CALL && e->callee) {
    call(s, e);
    return;
  }
  expr(s, e->a);
  expr(s, e->b);
  expr(s, e->c);
  for (int i = 0; i < e->nargs; i++) expr(s, e->args[i]);
}

static void stmt(scan *s, const ir_stmt *st) {
  if (!st) return;
  int loop = st->kind == IR_S_WHILE || st->kind == IR_S_DO || st->kind == IR_S_FOR;
  /* a label some goto jumps back to starts a loop: count the rest of the
   * function as inside one */
  if (st->kind == IR_S_LABEL && st->back) s->loops++;
  expr(s, st->e);
  expr(s, st->vinit);
  expr(s, st->vlen);
  stmt(s, st->init);
  s->loops += loop;
  expr(s, st->step);
  stmt(s, st->then);
  stmt(s, st->els);
  for (int i = 0; i < st->n; i++) stmt(s, st->body[i]);
  s->loops -= loop;
}

typedef struct fnread {
  int direct;              /* conversions in the body (UNBOUNDED: in a loop) */
  int ncallees;
  const ir_func **callees;
  int *callee_loops;
  int state;               /* 0 unvisited, 1 on the stack, 2 done */
  int total;
} fnread;

static int func_index(const ir_prog *p, const ir_func *f) {
  for (int i = 0; i < p->nfuncs; i++)
    if (p->funcs[i] == f) return i;
  return -1;
}

/* Conversions one call of function i can run, or UNBOUNDED. */
static int reads_of(const ir_prog *p, fnread *fr, int i) {
  if (fr[i].state == 2) return fr[i].total;
  if (fr[i].state == 1) return UNBOUNDED;  /* recursion */
  fr[i].state = 1;
  int t = fr[i].direct;
  for (int k = 0; k < fr[i].ncallees && t != UNBOUNDED; k++) {
    int j = func_index(p, fr[i].callees[k]);
    if (j < 0) continue;
    int r = reads_of(p, fr, j);
    if (r == UNBOUNDED || (r > 0 && fr[i].callee_loops[k])) t = UNBOUNDED;
    else t += r;
  }
  fr[i].state = 2;
  fr[i].total = t;
  return t;
}

void iomodel_decide(const ir_prog *p, io_choice choice, int tokens, iomodel *m) {
  memset(m, 0, sizeof *m);
  m->out = choice != IO_BYTES;
  scan s = {.p = p, .m = m, .kind = IOM_BYTES};
  fnread *fr = xcalloc((size_t)p->nfuncs + 1, sizeof *fr);
  for (int i = 0; i < p->nfuncs; i++) {
    const ir_func *f = p->funcs[i];
    if (f->lib || !f->body) continue;
    s.direct = 0;
    s.ncallees = s.capcallees = 0;
    s.callees = NULL;
    s.callee_loops = NULL;
    s.loops = 0;
    stmt(&s, f->body);
    fr[i].direct = s.direct;
    fr[i].ncallees = s.ncallees;
    fr[i].callees = s.callees;
    fr[i].callee_loops = s.callee_loops;
  }
  /* the most conversions either main can run */
  int most = 0;
  for (int k = 0; k < 2; k++) {
    char name[64];
    snprintf(name, sizeof name, "%smain", k ? HARNESS_REF_PREFIX : "");
    const ir_func *f = ir_find_func(p, name);
    int i = f ? func_index(p, f) : -1;
    if (i < 0) continue;
    int r = reads_of(p, fr, i);
    most = r == UNBOUNDED || most == UNBOUNDED ? UNBOUNDED : (r > most ? r : most);
  }
  for (int i = 0; i < p->nfuncs; i++) {
    free(fr[i].callees);
    free(fr[i].callee_loops);
  }
  free(fr);
  m->reads = s.kind != IOM_BYTES || m->why[0] || s.char_why[0];
  /* characters and numbers: text whose numbers the formula parses */
  if (s.char_why[0] && s.kind != IOM_BYTES) {
    char what[160];
    snprintf(what, sizeof what, "%s and numbers are read too", s.char_why);
    bytes_because(&s, s.char_at, what);
  }
  if (choice == IO_BYTES) {
    snprintf(m->why, sizeof m->why, "--io bytes");
    return;
  }
  if (m->why[0] || !m->reads) return;
  if (s.char_why[0]) {
    m->in = IOM_TEXT;
    m->exact = 1;
    return;
  }
  m->in = s.kind;
  int cap = tokens > 0 ? tokens : IOM_DEFAULT_TOKENS;
  if (cap > IOM_MAX_TOKENS) cap = IOM_MAX_TOKENS;
  m->exact = most != UNBOUNDED && most <= IOM_MAX_TOKENS && tokens <= 0;
  m->tokens = m->exact ? most : cap;
}

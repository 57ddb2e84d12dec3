/* probe.c - instrumented copies of the program, and their logs. */
#include "native/probe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native/rewrite.h"
#include "native/run.h"
#include "util/arena.h"
#include "util/path.h"

/* Skip blanks and comments from i; returns the next significant offset. */
static unsigned skip_blank(const char *t, unsigned len, unsigned i) {
  while (i < len) {
    if (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r' || t[i] == '\f' || t[i] == '\v') {
      i++;
    } else if (t[i] == '/' && i + 1 < len && t[i + 1] == '/') {
      while (i < len && t[i] != '\n') i++;
    } else if (t[i] == '/' && i + 1 < len && t[i + 1] == '*') {
      const char *e = strstr(t + i + 2, "*/");
      i = e ? (unsigned)(e - t) + 2 : len;
    } else {
      break;
    }
  }
  return i;
}

unsigned probe_stmt_end(const ir_prog *p, ir_loc at) {
  const ir_file *f = &p->files[at.file];
  unsigned len = (unsigned)f->len, end = at.end;
  if (end == 0 || end > len) return end;
  /* a range ending in '}' may be a block, but also an expression statement
   * ending in a compound literal, (T){...}, which needs its ';'; after a
   * block, a ';' is an empty statement, and taking it along changes nothing */
  if (f->text[end - 1] == ';') return end;
  unsigned i = skip_blank(f->text, len, end);
  return i < len && f->text[i] == ';' ? i + 1 : end;
}

static void append_vars(char *buf, size_t cap, const probe_pt *pt) {
  size_t k = strlen(buf);
  snprintf(buf + k, cap - k, "%d", pt->nvars);
  for (int i = 0; i < pt->nvars; i++) {
    k = strlen(buf);
    snprintf(buf + k, cap - k, ", (long long)(%s)", pt->vars[i]);
  }
}

typedef struct probe_set {
  const probe_pt *pts;
  int n;
} probe_set;

static char *instrument(void *ctx, const ir_prog *p, int file) {
  const probe_set *ps = ctx;
  rewrite rw = {0, 0, NULL};
  for (int i = 0; i < ps->n; i++) {
    const probe_pt *pt = &ps->pts[i];
    if (pt->at.file != file) continue;
    size_t cap = 64 + (size_t)pt->nvars * 16;
    for (int v = 0; v < pt->nvars; v++) cap += strlen(pt->vars[v]);
    char *open = xmalloc(cap), *close = xmalloc(cap);
    if (pt->kind == PROBE_IF) {
      snprintf(open, cap, "__amend_if(%d, (", i);
      snprintf(close, cap, ") != 0, ");
      append_vars(close, cap, pt);
      strcat(close, ")");
      rw_wrap(&rw, pt->at.off, pt->at.end, open, close);
    } else {
      snprintf(open, cap, "{ if (__amend_st(%d, ", i);
      append_vars(open, cap, pt);
      strcat(open, ")) ");
      rw_wrap(&rw, pt->at.off, probe_stmt_end(p, pt->at), open, " }");
    }
    free(open);
    free(close);
  }
  const ir_file *f = &p->files[file];
  char *out = rw_apply(&rw, f->text, f->len);
  rw_free(&rw);
  return out;
}

char *probe_build(const ir_prog *p, const probe_pt *pts, int npts, const char *dir,
                  const char *const *cflags, int ncflags, char **log) {
  probe_set ps = {pts, npts};
  return probe_compile(p, instrument, &ps, dir, "probed", cflags, ncflags, log);
}

static int write_file(const char *path, const char *a, const char *b) {
  FILE *o = fopen(path, "w");
  if (!o) return -1;
  fputs(a, o);
  fputs(b, o);
  return fclose(o);
}

static char *cat3(const char *a, const char *b, const char *c) {
  size_t n = strlen(a) + strlen(b) + strlen(c) + 1;
  char *s = xmalloc(n);
  snprintf(s, n, "%s%s%s", a, b, c);
  return s;
}

/* The header every rewritten file starts with: the runtime's entry points,
 * then a #line so that gcc's messages name the user's file and lines. */
static char *prologue(const char *path) {
  size_t n = strlen(path) * 2 + 256;
  char *s = xmalloc(n);
  int k = snprintf(s, n,
                   "int __amend_if(int, int, int, ...);\n"
                   "int __amend_st(int, int, ...);\n"
                   "extern int __amend_sel[];\n"
                   "#line 1 \"");
  for (const char *c = path; *c && (size_t)k + 4 < n; c++) {
    if (*c == '"' || *c == '\\') s[k++] = '\\';
    s[k++] = *c;
  }
  snprintf(s + k, n - (size_t)k, "\"\n");
  return s;
}

char *probe_compile(const ir_prog *p, probe_text_fn fn, void *ctx, const char *dir,
                    const char *name, const char *const *cflags, int ncflags, char **log) {
  int nsrc = p->nfiles + 1, nextra = ncflags + p->nfiles;
  char **srcs = xcalloc((size_t)nsrc, sizeof *srcs);
  char **extra = xcalloc((size_t)nextra + 1, sizeof *extra);
  char *bin = NULL;
  int ok = 1;
  srcs[0] = cat3(dir, "/amend_rt.c", "");
  ok = write_file(srcs[0], amend_rt_text, "") == 0;
  for (int i = 0; i < p->nfiles && ok; i++) {
    char tag[48];
    snprintf(tag, sizeof tag, "/%s_%d.c", name, i);
    srcs[i + 1] = cat3(dir, tag, "");
    char *text = fn(ctx, p, i);
    char *pro = prologue(p->files[i].path);
    ok = write_file(srcs[i + 1], pro, text ? text : p->files[i].text) == 0;
    free(pro);
    free(text);
  }
  /* quoted includes are looked up next to the original files */
  for (int i = 0; i < ncflags; i++) extra[i] = cat3(cflags[i], "", "");
  for (int i = 0; i < p->nfiles; i++) {
    char *d = path_dir(p->files[i].path);
    extra[ncflags + i] = cat3("-iquote", d, "");
    free(d);
  }
  if (ok) {
    bin = cat3(dir, "/", name);
    if (run_compile((const char *const *)srcs, nsrc, (const char *const *)extra, nextra, bin,
                    log) != 0) {
      free(bin);
      bin = NULL;
    }
  } else if (log) {
    *log = cat3("cannot write into ", dir, "");
  }
  for (int i = 0; i < nsrc; i++) free(srcs[i]);
  for (int i = 0; i < nextra; i++) free(extra[i]);
  free(srcs);
  free(extra);
  return bin;
}

/* ---- logs ---------------------------------------------------------------- */

static int parse_int(const char **s, int64_t *v) {
  char *end;
  long long x = strtoll(*s, &end, 10);
  if (end == *s) return 0;
  *v = x;
  *s = end;
  return 1;
}

void probe_log_read(const char *path, probe_log *log) {
  memset(log, 0, sizeof *log);
  FILE *in = fopen(path, "r");
  if (!in) return;
  char *line = NULL;
  size_t cap = 0;
  int64_t *offs = NULL;   /* pool offset per record, resolved at the end */
  int noffs = 0, capoffs = 0;
  while (getline(&line, &cap, in) > 0) {
    if (!strchr(line, '\n')) break;   /* the run died mid-line */
    const char *s = line + 1;
    int64_t id, actual = 0, used = 0, n;
    probe_rec r;
    memset(&r, 0, sizeof r);
    if (line[0] == 'C') {
      r.kind = PROBE_IF;
      if (!parse_int(&s, &id) || !parse_int(&s, &actual) || !parse_int(&s, &used)) continue;
    } else if (line[0] == 'S') {
      r.kind = PROBE_STMT;
      if (!parse_int(&s, &id) || !parse_int(&s, &used)) continue;
    } else {
      continue;
    }
    if (!parse_int(&s, &n) || n < 0 || n > 100000) continue;
    int start = log->npool, good = 1;
    for (int64_t i = 0; i < n; i++) {
      int64_t v;
      if (!parse_int(&s, &v)) {
        good = 0;
        break;
      }
      VEC_PUSH(log->pool, log->npool, log->cappool, v);
    }
    if (!good) {
      log->npool = start;
      continue;
    }
    r.id = (int)id;
    r.actual = (int)actual;
    r.used = (int)used;
    r.nvals = (int)n;
    VEC_PUSH(log->rec, log->n, log->cap, r);
    VEC_PUSH(offs, noffs, capoffs, start);
  }
  for (int i = 0; i < log->n; i++) log->rec[i].vals = log->pool ? log->pool + offs[i] : NULL;
  free(offs);
  free(line);
  fclose(in);
}

void probe_log_free(probe_log *log) {
  free(log->rec);
  free(log->pool);
  memset(log, 0, sizeof *log);
}

/* feedback.c - a repair run's JSON lines read into facts, and the levels
 * of feedback worded from them (feedback.h); level 3's sentences are
 * feedback_hint.c's. */
#define _GNU_SOURCE
#include "report/feedback.h"

#include <ctype.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "report/feedback_internal.h"
#include "report/json.h"
#include "util/arena.h"

/* the width of each output's column in level 1 */
#define IO_COLUMN 36

/* A line of the student's file: a place to look at (level 2), or one the
 * repair's diff shows. */
typedef struct fb_line {
  char *file;
  unsigned line;
  char *text;
} fb_line;

struct fb {
  fb_state state;
  char *status;              /* the summary's status word, or NULL */
  /* level 1: the failing test with the shortest stdin */
  int has_io, given, cut, code;
  char *test, *outcome;
  char *in, *out, *exp;
  size_t nin, nout, nexp;
  /* the first repair */
  int nch;
  fb_change *ch;
  char *diff, *proved_by;
  /* level 2 without a repair */
  int nsites;
  fb_line *sites;
  /* the lines the diff shows, numbered as in the student's file */
  int nlines;
  fb_line *lines;
};

/* ---- reading ---- */

static char *dup_str(json_t *o, const char *key) {
  json_t *v = json_object_get(o, key);
  return json_is_string(v) ? strdup(json_string_value(v)) : NULL;
}

/* A string that may hold NUL bytes, and its length. */
static char *dup_bytes(json_t *o, const char *key, size_t *n) {
  json_t *v = json_object_get(o, key);
  *n = json_is_string(v) ? json_string_length(v) : 0;
  char *s = xmalloc(*n + 1);
  if (*n) memcpy(s, json_string_value(v), *n);
  s[*n] = 0;
  return s;
}

static void add_line(int *n, fb_line **v, const char *file, unsigned line, const char *text, size_t len) {
  *v = xrealloc(*v, sizeof **v * (size_t)(*n + 1));
  (*v)[(*n)++] = (fb_line){file ? strdup(file) : NULL, line, text ? strndup(text, len) : NULL};
}

/* "@@ -a[,b] +c[,d] @@": the old start and both counts (a count left
 * out is 1).  0 when the line is no hunk header. */
static int hunk(const char *p, long *a, long *b, long *d) {
  char *e;
  if (strncmp(p, "@@ -", 4)) return 0;
  *a = strtol(p + 4, &e, 10);
  *b = *e == ',' ? strtol(e + 1, &e, 10) : 1;
  if (strncmp(e, " +", 2)) return 0;
  strtol(e + 2, &e, 10);
  *d = *e == ',' ? strtol(e + 1, &e, 10) : 1;
  return 1;
}

/* The old side of a unified diff: each context and removed line under
 * its number in the file before the change. */
static void read_diff(fb *f) {
  char file[512] = "";
  long old = 0, left_old = 0, left_new = 0;
  for (const char *p = f->diff; p && *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    if (left_old <= 0 && left_new <= 0) {
      if (!strncmp(p, "--- ", 4)) {
        const char *name = p + 4 + (!strncmp(p + 4, "a/", 2) ? 2 : 0);
        size_t k = n - (size_t)(name - p);
        snprintf(file, sizeof file, "%.*s", (int)(k < sizeof file ? k : sizeof file - 1), name);
      } else {
        hunk(p, &old, &left_old, &left_new);
      }
    } else if (*p == ' ' || *p == '-') {
      add_line(&f->nlines, &f->lines, file, (unsigned)old++, p + 1, n - 1);
      left_old--, left_new -= *p == ' ';
    } else if (*p == '+') {
      left_new--;
    }
    p += n + (nl != NULL);
  }
}

static const char *line_text(const fb *f, const char *file, unsigned line) {
  for (int i = 0; i < f->nlines; i++) {
    const char *g = f->lines[i].file;
    size_t lg = strlen(g), lf = file ? strlen(file) : 0;
    int same = !file || !strcmp(g, file) || (lg > lf && g[lg - lf - 1] == '/' && !strcmp(g + lg - lf, file)) ||
               (lf > lg && file[lf - lg - 1] == '/' && !strcmp(file + lf - lg, g));
    if (same && f->lines[i].line == line) return f->lines[i].text;
  }
  for (int i = 0; i < f->nsites; i++)
    if (f->sites[i].line == line && (!file || !f->sites[i].file || !strcmp(file, f->sites[i].file)))
      return f->sites[i].text;
  return NULL;
}

static void read_repair(fb *f, json_t *r) {
  json_t *ch = json_object_get(r, "changes");
  size_t n = json_is_array(ch) ? json_array_size(ch) : 0;
  f->ch = xcalloc(n + 1, sizeof *f->ch);
  for (size_t i = 0; i < n; i++) {
    json_t *c = json_array_get(ch, i), *line = json_object_get(c, "line"), *col = json_object_get(c, "column");
    fb_change *x = &f->ch[f->nch++];
    x->file = dup_str(c, "file");
    x->line = json_is_integer(line) ? (unsigned)json_integer_value(line) : 0;
    x->col = json_is_integer(col) ? (unsigned)json_integer_value(col) : 0;
    x->original = dup_str(c, "original");
    x->replacement = dup_str(c, "replacement");
    x->edit = dup_str(c, "edit");
    if (!x->original) x->original = strdup("");
    if (!x->replacement) x->replacement = strdup("");
    if (!x->edit) x->edit = strdup("expression");
  }
  f->diff = dup_str(r, "diff");
  f->proved_by = dup_str(r, "proved_by");
  read_diff(f);
}

/* tests.shortest_failing of the summary, or of the test engines' run
 * before the template engine's ("before") */
static void read_failing(fb *f, json_t *s) {
  json_t *t = json_object_get(json_object_get(s, "tests"), "shortest_failing");
  if (!json_is_object(t)) t = json_object_get(json_object_get(json_object_get(s, "before"), "tests"), "shortest_failing");
  if (!json_is_object(t)) return;
  f->has_io = 1;
  f->test = dup_str(t, "name");
  f->given = json_is_true(json_object_get(t, "given"));
  f->cut = json_is_true(json_object_get(t, "cut"));
  f->outcome = dup_str(t, "status");
  json_t *code = json_object_get(t, json_object_get(t, "signal") ? "signal" : "exit_code");
  f->code = json_is_integer(code) ? (int)json_integer_value(code) : 0;
  f->in = dup_bytes(t, "stdin", &f->nin);
  f->out = dup_bytes(t, "output", &f->nout);
  f->exp = dup_bytes(t, "expected", &f->nexp);
}

fb *fb_from_json(const char *repair, const char *summary) {
  fb *f = xcalloc(1, sizeof *f);
  json_t *r = repair ? json_loads(repair, JSON_ALLOW_NUL, NULL) : NULL;
  json_t *s = summary ? json_loads(summary, JSON_ALLOW_NUL, NULL) : NULL;
  if (json_is_object(r)) read_repair(f, r);
  if (json_is_object(s)) {
    f->status = dup_str(s, "status");
    read_failing(f, s);
  }
  const char *st = f->status ? f->status : "";
  f->state = f->nch > 0                ? FB_REPAIRED
             : !f->status              ? FB_UNKNOWN
             : !strcmp(st, "correct")  ? FB_CORRECT
             : !strcmp(st, "exhausted") ? FB_NO_REPAIR
                                       : FB_LIMIT;
  json_decref(r);
  json_decref(s);
  return f;
}

void fb_add_site(fb *f, const char *file, unsigned line, const char *text) {
  for (int i = 0; i < f->nsites; i++)
    if (f->sites[i].line == line && !strcmp(f->sites[i].file ? f->sites[i].file : "", file ? file : "")) return;
  add_line(&f->nsites, &f->sites, file, line, text, text ? strlen(text) : 0);
}

static void free_lines(int n, fb_line *v) {
  for (int i = 0; i < n; i++) free(v[i].file), free(v[i].text);
  free(v);
}

void fb_free(fb *f) {
  if (!f) return;
  for (int i = 0; i < f->nch; i++) {
    fb_change *c = &f->ch[i];
    free(c->file), free(c->original), free(c->replacement), free(c->edit);
  }
  free(f->ch);
  free_lines(f->nsites, f->sites);
  free_lines(f->nlines, f->lines);
  free(f->status), free(f->test), free(f->outcome), free(f->in), free(f->out), free(f->exp);
  free(f->diff), free(f->proved_by);
  free(f);
}

fb_state fb_state_of(const fb *f) { return f->state; }

const char *fb_state_name(fb_state s) {
  static const char *const names[] = {"unknown", "correct", "repaired", "no_repair", "limit"};
  return (unsigned)s < 5 ? names[s] : "unknown";
}

int fb_holds(const fb *f, int k) {
  if (f->state == FB_CORRECT) return 0;
  switch (k) {
  case 1: return f->has_io;
  case 2: return f->state == FB_REPAIRED || f->nsites > 0;
  case 3:
  case 4: return f->state == FB_REPAIRED;
  default: return 0;
  }
}

const char *fb_level_title(int k) {
  static const char *const titles[] = {"an input that shows the mistake", "where to look", "what kind of change",
                                       "the repair"};
  return k >= 1 && k <= 4 ? titles[k - 1] : "";
}

/* ---- level 1: an input, both outputs side by side ---- */

/* Columns a character takes: the lead byte of UTF-8 counts, the rest not. */
static int width_of(unsigned char c) { return (c & 0xC0) != 0x80; }

/* Byte c as shown in a column: itself, or an escape for what prints
 * nothing (a tab, a carriage return, other control bytes). */
static const char *shown(unsigned char c, char buf[8]) {
  if (c == '\t') return "\\t";
  if (c == '\r') return "\\r";
  if (c < 32 || c == 127) {
    snprintf(buf, 8, "\\x%02x", c);
    return buf;
  }
  buf[0] = (char)c, buf[1] = 0;
  return buf;
}

/* The rows a line of output takes in a column of IO_COLUMN characters,
 * broken after a blank where one is in the row's second half. */
typedef struct rows {
  char **row;
  int n;
} rows;

static void push_row(rows *r, const char *s, size_t n) {
  r->row = xrealloc(r->row, sizeof *r->row * (size_t)(r->n + 1));
  r->row[r->n++] = strndup(s, n);
}

static void wrap(rows *r, const char *s, size_t n) {
  char *text = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&text, &len);
  for (size_t i = 0; i < n; i++) {
    char buf[8];
    fputs(shown((unsigned char)s[i], buf), m);
  }
  fclose(m);
  size_t start = 0;
  while (len - start > 0) {
    size_t end = start, blank = 0;
    int w = 0;
    while (end < len && (w < IO_COLUMN || !width_of((unsigned char)text[end]))) {
      w += width_of((unsigned char)text[end]);
      if (text[end] == ' ' && w > IO_COLUMN / 2) blank = end + 1;
      end++;
    }
    if (end < len && blank) end = blank;
    push_row(r, text + start, end - start);
    start = end;
  }
  if (!r->n) push_row(r, "", 0);
  free(text);
}

/* Characters (not bytes) of a row, for padding. */
static int columns(const char *s) {
  int w = 0;
  for (; *s; s++) w += width_of((unsigned char)*s);
  return w;
}

/* The lines of text t[0..n): a final newline ends the last one. */
static int next_line(const char *t, size_t n, size_t *at, size_t *len) {
  if (*at >= n) return 0;
  const char *nl = memchr(t + *at, '\n', n - *at);
  *len = nl ? (size_t)(nl - (t + *at)) : n - *at;
  return 1;
}

static void side_by_side(FILE *o, const char *a, size_t na, const char *b, size_t nb) {
  fprintf(o, "  %-*s | %s\n", IO_COLUMN, "Your program printed", "Expected");
  fputs("  ", o);
  for (int i = 0; i < IO_COLUMN; i++) fputc('-', o);
  fputs("-+-", o);
  for (int i = 0; i < IO_COLUMN; i++) fputc('-', o);
  fputc('\n', o);
  if (!na && !nb) fprintf(o, "  %-*s | %s\n", IO_COLUMN, "(nothing)", "(nothing)");
  size_t at_a = 0, at_b = 0;
  for (;;) {
    size_t la = 0, lb = 0;
    int ha = next_line(a, na, &at_a, &la), hb = next_line(b, nb, &at_b, &lb);
    if (!ha && !hb) break;
    rows ra = {0}, rb = {0};
    if (ha) wrap(&ra, a + at_a, la);
    if (hb) wrap(&rb, b + at_b, lb);
    for (int i = 0; i < ra.n || i < rb.n; i++) {
      const char *x = i < ra.n ? ra.row[i] : "", *y = i < rb.n ? rb.row[i] : "";
      fprintf(o, "  %s%*s | %s\n", x, IO_COLUMN - columns(x), "", y);
    }
    for (int i = 0; i < ra.n; i++) free(ra.row[i]);
    for (int i = 0; i < rb.n; i++) free(rb.row[i]);
    free(ra.row), free(rb.row);
    at_a += ha ? la + 1 : 0;
    at_b += hb ? lb + 1 : 0;
  }
}

/* What s holds at i, in words. */
static void describe(FILE *o, const char *s, size_t n, size_t i) {
  unsigned char c = (unsigned char)s[i];
  if (c == ' ') fputs("a space", o);
  else if (c == '\n') fputs("a line break", o);
  else if (c == '\t') fputs("a tab", o);
  else if (c == '\r') fputs("a carriage return (\\r)", o);
  else if (c < 32 || c == 127) fprintf(o, "the byte 0x%02x", c);
  else {
    size_t k = 1;
    while (c >= 0xC0 && i + k < n && !width_of((unsigned char)s[i + k])) k++;
    fprintf(o, "'%.*s'", (int)k, s + i);
  }
}

static void first_difference(FILE *o, const char *a, size_t na, const char *b, size_t nb) {
  size_t i = 0;
  while (i < na && i < nb && a[i] == b[i]) i++;
  if (i == na && i == nb) return;
  unsigned line = 1, col = 1;
  for (size_t k = 0; k < i; k++) {
    if (a[k] == '\n') line++, col = 1;
    else col += (unsigned)width_of((unsigned char)a[k]);
  }
  fprintf(o, "The outputs first differ on line %u at character %u: ", line, col);
  if (i == na) {
    fputs("the expected output has ", o);
    describe(o, b, nb, i);
    fputs(" there, but yours ends.\n", o);
  } else if (i == nb) {
    fputs("yours has ", o);
    describe(o, a, na, i);
    fputs(" there, but the expected output ends.\n", o);
  } else {
    fputs("yours has ", o);
    describe(o, a, na, i);
    fputs(" where the expected output has ", o);
    describe(o, b, nb, i);
    fputs(".\n", o);
  }
}

void fb_io_text(FILE *o, const char *in, size_t nin, const char *out, size_t nout, const char *exp, size_t nexp) {
  fputs("Input:\n", o);
  if (!nin) fputs("    (nothing)\n", o);
  size_t at = 0, len = 0;
  while (next_line(in, nin, &at, &len)) {
    fputs(len ? "    " : "    (an empty line)", o);
    for (size_t k = 0; k < len; k++) {
      char buf[8];
      fputs(shown((unsigned char)in[at + k], buf), o);
    }
    fputc('\n', o);
    at += len + 1;
  }
  side_by_side(o, out, nout, exp, nexp);
  first_difference(o, out, nout, exp, nexp);
}

static void level1(FILE *o, const fb *f) {
  const char *st = f->outcome ? f->outcome : "";
  int same = f->nout == f->nexp && !memcmp(f->out, f->exp, f->nout);
  if (f->given) fprintf(o, "Test `%s` shows it. ", f->test ? f->test : "");
  fputs("On this input your program ", o);
  if (!strcmp(st, "exit")) fprintf(o, "ends with exit status %d where 0 is expected%s", f->code,
                                   same ? "" : ", and it prints something other than what is expected");
  else if (!strcmp(st, "crash")) fprintf(o, "crashes (signal %d)", f->code);
  else if (!strcmp(st, "timeout")) fputs("does not finish in time", o);
  else fputs("prints something other than what is expected", o);
  fputs(".\n", o);
  fb_io_text(o, f->in, f->nin, f->out, f->nout, f->exp, f->nexp);
  if (f->cut) fputs("(The input and outputs are cut after 2048 bytes.)\n", o);
}

/* ---- level 2: where to look ---- */

static int by_line(const void *x, const void *y) {
  const fb_line *a = x, *b = y;
  int c = strcmp(a->file ? a->file : "", b->file ? b->file : "");
  return c ? c : (a->line > b->line) - (a->line < b->line);
}

/* The places of level 2, sorted, each once (malloc'd). */
static int places(const fb *f, fb_line **out) {
  int n = 0;
  fb_line *v = xcalloc((size_t)(f->nch + f->nsites) + 1, sizeof *v);
  if (f->state == FB_REPAIRED)
    for (int i = 0; i < f->nch; i++) v[n++] = (fb_line){f->ch[i].file, f->ch[i].line, NULL};
  else
    for (int i = 0; i < f->nsites; i++) v[n++] = f->sites[i];
  qsort(v, (size_t)n, sizeof *v, by_line);
  int k = 0;
  for (int i = 0; i < n; i++)
    if (!k || by_line(&v[k - 1], &v[i])) v[k++] = v[i];
  *out = v;
  return k;
}

static int many_files(const fb_line *v, int n) {
  for (int i = 1; i < n; i++)
    if (strcmp(v[i].file ? v[i].file : "", v[0].file ? v[0].file : "")) return 1;
  return 0;
}

/* A line of source text without its indent. */
static void source_line(FILE *o, const char *t) {
  while (t && (*t == ' ' || *t == '\t')) t++;
  for (; t && *t && *t != '\r'; t++) fputc(*t == '\t' ? ' ' : *t, o);
}

static void level2(FILE *o, const fb *f) {
  fb_line *v;
  int n = places(f, &v), files = many_files(v, n);
  if (f->state == FB_REPAIRED) fputs(n == 1 ? "Look at this line:\n" : "Look at these lines:\n", o);
  else fputs("amend has no repair it can prove, but one of these lines must change:\n", o);
  for (int i = 0; i < n; i++) {
    fputs("  ", o);
    if (files) fprintf(o, "%s ", v[i].file ? v[i].file : "");
    fprintf(o, "line %u", v[i].line);
    const char *t = line_text(f, v[i].file, v[i].line);
    if (t && t[strspn(t, " \t\r")]) fputs(":  ", o), source_line(o, t);
    fputc('\n', o);
  }
  free(v);
}

/* ---- level 3 and 4 ---- */

static int by_change_line(const void *x, const void *y) {
  const fb_change *a = *(const fb_change *const *)x, *b = *(const fb_change *const *)y;
  return (a->line > b->line) - (a->line < b->line);
}

/* Level 3's sentences, in line order: the places whose changes need the
 * same words share one sentence ("Lines 13 and 15: ...").  *of[i] is the
 * first change sentence *said[i] is about; returns how many (both arrays
 * malloc'd). */
static int hints(const fb *f, const fb_change ***of, char ***said) {
  int n = f->nch;
  const fb_change **v = xcalloc((size_t)n + 1, sizeof *v);
  for (int i = 0; i < n; i++) v[i] = &f->ch[i];
  qsort(v, (size_t)n, sizeof *v, by_change_line);
  char **body = xcalloc((size_t)n + 1, sizeof *body), **s = xcalloc((size_t)n + 1, sizeof *s);
  int *placed = xcalloc((size_t)n + 1, sizeof *placed), *done = xcalloc((size_t)n + 1, sizeof *done), k = 0;
  for (int i = 0; i < n; i++) {
    size_t len = 0;
    FILE *m = open_memstream(&body[i], &len);
    placed[i] = fb_hint(m, v[i], line_text(f, v[i]->file, v[i]->line));
    fclose(m);
  }
  for (int i = 0; i < n; i++) {
    if (done[i]) continue;
    size_t len = 0;
    FILE *m = open_memstream(&s[k], &len);
    if (placed[i]) {
      fprintf(m, "%c%s.", toupper((unsigned char)body[i][0]), body[i] + 1);
    } else {
      /* the later places with the same words, each line once */
      unsigned lines[64];
      int nl = 0;
      for (int j = i; j < n && nl < 64; j++)
        if (!done[j] && !placed[j] && !strcmp(body[j], body[i])) {
          done[j] = 1;
          if (!nl || lines[nl - 1] != v[j]->line) lines[nl++] = v[j]->line;
        }
      fprintf(m, "Line%s ", nl > 1 ? "s" : "");
      for (int j = 0; j < nl; j++) fprintf(m, "%s%u", j == 0 ? "" : j == nl - 1 ? " and " : ", ", lines[j]);
      fprintf(m, ": %s.", body[i]);
    }
    fclose(m);
    done[i] = 1;
    int again = 0;  /* two insertions after one line */
    for (int j = 0; j < k && !again; j++) again = !strcmp(s[j], s[k]);
    if (again) free(s[k]);
    else v[k++] = v[i];
  }
  for (int i = 0; i < n; i++) free(body[i]);
  free(body), free(placed), free(done);
  *of = v;
  *said = s;
  return k;
}

static void level3(FILE *o, const fb *f) {
  const fb_change **v;
  char **s;
  int n = hints(f, &v, &s);
  for (int i = 0; i < n; i++) fprintf(o, "%s\n", s[i]), free(s[i]);
  free(s);
  free(v);
}

static void level4(FILE *o, const fb *f) {
  const char *by = f->proved_by ? f->proved_by : "";
  if (!strcmp(by, "tests")) fputs("With this change your program passes every test:\n", o);
  else if (!strcmp(by, "reference"))
    fputs("With this change your program prints what is expected on every input amend checks (it is proven):\n", o);
  else fputs("With this change every check of your program holds (it is proven):\n", o);
  fputs(f->diff ? f->diff : "", o);
}

char *fb_level_text(const fb *f, int k) {
  if (!fb_holds(f, k)) return NULL;
  char *s = NULL;
  size_t n = 0;
  FILE *o = open_memstream(&s, &n);
  if (k == 1) level1(o, f);
  else if (k == 2) level2(o, f);
  else if (k == 3) level3(o, f);
  else level4(o, f);
  fclose(o);
  return s;
}

char *fb_note(const fb *f, int max) {
  int top = 0;
  while (top < max && top < 4 && fb_holds(f, top + 1)) top++;
  const char *why = NULL;
  switch (f->state) {
  case FB_CORRECT:
    return strdup("Your program prints what is expected on every input amend tried and checked: nothing to fix.");
  case FB_REPAIRED: return NULL;
  case FB_NO_REPAIR: why = "amend found no repair it can prove (none of the changes it tries works)"; break;
  case FB_LIMIT: why = "amend stopped at a limit before it found a repair"; break;
  default: why = "amend did not finish"; break;
  }
  char *s = NULL;
  if (top == 0 && asprintf(&s, "%s, and it has no feedback to give.", why) < 0) s = NULL;
  else if (top > 0 && top < max && asprintf(&s, "%s, so the feedback stops at level %d.", why, top) < 0) s = NULL;
  return s;
}

/* ---- whole outputs ---- */

void fb_text(FILE *o, const fb *f, int max) {
  for (int k = 1; k <= max && k <= 4; k++) {
    char *t = fb_level_text(f, k);
    if (!t) continue;
    fprintf(o, "Level %d: %s\n%s\n", k, fb_level_title(k), t);
    free(t);
  }
  char *note = fb_note(f, max);
  if (note) fprintf(o, "%s\n", note);
  free(note);
}

void fb_json(FILE *o, const fb *f, int max) {
  /* json_bytes wherever the student's text is: it need not be UTF-8 */
  fprintf(o, "{\"type\":\"feedback\",\"status\":\"%s\",\"level\":%d,\"repair_status\":", fb_state_name(f->state), max);
  json_str(o, f->status ? f->status : "");
  for (int k = 1; k <= max && k <= 4; k++) {
    char *t = fb_level_text(f, k);
    if (!t) continue;
    fprintf(o, ",\"level%d\":{\"title\":", k);
    json_str(o, fb_level_title(k));
    fputs(",\"text\":", o);
    json_bytes(o, t, strlen(t));
    free(t);
    if (k == 1) {
      fputs(",\"test\":", o);
      json_str(o, f->test);
      fprintf(o, ",\"given\":%s,\"outcome\":", f->given ? "true" : "false");
      json_str(o, f->outcome);
      fputs(",\"stdin\":", o);
      json_bytes(o, f->in, f->nin);
      fputs(",\"output\":", o);
      json_bytes(o, f->out, f->nout);
      fputs(",\"expected\":", o);
      json_bytes(o, f->exp, f->nexp);
      if (f->cut) fputs(",\"cut\":true", o);
    } else if (k == 2) {
      fb_line *v;
      int n = places(f, &v);
      fprintf(o, ",\"from\":\"%s\",\"lines\":[", f->state == FB_REPAIRED ? "repair" : "localization");
      for (int i = 0; i < n; i++) {
        fprintf(o, "%s{\"file\":", i ? "," : "");
        json_str(o, v[i].file);
        fprintf(o, ",\"line\":%u,\"text\":", v[i].line);
        const char *lt = line_text(f, v[i].file, v[i].line);
        json_bytes(o, lt ? lt : "", lt ? strlen(lt) : 0);
        fputc('}', o);
      }
      fputc(']', o);
      free(v);
    } else if (k == 3) {
      const fb_change **v;
      char **h;
      int n = hints(f, &v, &h);
      fputs(",\"changes\":[", o);
      for (int i = 0; i < n; i++) {
        fprintf(o, "%s{\"file\":", i ? "," : "");
        json_str(o, v[i]->file);
        fprintf(o, ",\"line\":%u,\"edit\":", v[i]->line);
        json_str(o, v[i]->edit);
        fputs(",\"hint\":", o);
        json_bytes(o, h[i], strlen(h[i]));
        fputc('}', o);
        free(h[i]);
      }
      fputc(']', o);
      free(h);
      free(v);
    } else {
      fputs(",\"proved_by\":", o);
      json_str(o, f->proved_by);
      fputs(",\"diff\":", o);
      json_bytes(o, f->diff, f->diff ? strlen(f->diff) : 0);
      fputs(",\"changes\":[", o);
      for (int i = 0; i < f->nch; i++) {
        const fb_change *c = &f->ch[i];
        fprintf(o, "%s{\"file\":", i ? "," : "");
        json_str(o, c->file);
        fprintf(o, ",\"line\":%u,\"column\":%u,\"edit\":", c->line, c->col);
        json_str(o, c->edit);
        fputs(",\"original\":", o);
        json_str(o, c->original);
        fputs(",\"replacement\":", o);
        json_str(o, c->replacement);
        fputc('}', o);
      }
      fputc(']', o);
    }
    fputc('}', o);
  }
  char *note = fb_note(f, max);
  if (note) fputs(",\"note\":", o), json_str(o, note);
  free(note);
  fputs("}\n", o);
}

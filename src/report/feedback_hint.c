/* feedback_hint.c - level 3: what kind of change a place needs, in words
 * a first-year student understands.
 *
 * Each sentence is read off the change's edit kind, the student's own
 * text there (which it may quote) and how the repair's text differs from
 * it: which class of token changed (a comparison, a number, a variable),
 * or, in a string, whether only blanks, letter case or punctuation did.
 * The repair's text itself is only compared, never written: a sentence
 * says what to look at, not what to type (tests/feedback checks that no
 * sentence holds a token the repair brings). */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "report/feedback_internal.h"
#include "util/arena.h"

/* how much of the student's text a sentence quotes */
#define QUOTE_MAX 48

void fb_quote(FILE *o, const char *s) {
  while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') s++;
  size_t n = strlen(s);
  while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' || s[n - 1] == '\r')) n--;
  fputc('`', o);
  int blank = 0, w = 0;
  for (size_t i = 0; i < n; i++) {
    char c = s[i] == '\n' || s[i] == '\t' || s[i] == '\r' ? ' ' : s[i];
    if (c == ' ' && blank) continue;
    blank = c == ' ';
    if (w >= QUOTE_MAX && ((unsigned char)c & 0xC0) != 0x80) {
      fputs("...", o);
      break;
    }
    fputc(c, o);
    w += ((unsigned char)c & 0xC0) != 0x80;
  }
  fputc('`', o);
}

static const char *skip_blanks(const char *s) {
  while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') s++;
  return s;
}

/* ---- C tokens, enough to tell what changed ---- */

typedef enum tok_class { T_IDENT, T_NUMBER, T_STRING, T_CHAR, T_COMPARE, T_LOGIC, T_ARITH, T_ASSIGN, T_OTHER } tok_class;

typedef struct tok {
  const char *s;
  size_t n;
  tok_class cls;
} tok;

typedef struct toks {
  int n;
  tok *v;
} toks;

static tok_class classify(const char *s, size_t n) {
  static const char *const cmp[] = {"<", "<=", ">", ">=", "==", "!="};
  static const char *const logic[] = {"&&", "||", "!"};
  static const char *const arith[] = {"+", "-", "*", "/", "%", "++", "--", "<<", ">>", "&", "|", "^", "~"};
  if (isdigit((unsigned char)s[0]) || (s[0] == '.' && n > 1)) return T_NUMBER;
  if (isalpha((unsigned char)s[0]) || s[0] == '_') return T_IDENT;
  if (s[0] == '"') return T_STRING;
  if (s[0] == '\'') return T_CHAR;
  for (size_t i = 0; i < sizeof cmp / sizeof *cmp; i++)
    if (strlen(cmp[i]) == n && !strncmp(cmp[i], s, n)) return T_COMPARE;
  for (size_t i = 0; i < sizeof logic / sizeof *logic; i++)
    if (strlen(logic[i]) == n && !strncmp(logic[i], s, n)) return T_LOGIC;
  for (size_t i = 0; i < sizeof arith / sizeof *arith; i++)
    if (strlen(arith[i]) == n && !strncmp(arith[i], s, n)) return T_ARITH;
  if (n >= 1 && s[n - 1] == '=') return T_ASSIGN;
  return T_OTHER;
}

static void lex(const char *s, toks *t) {
  static const char *const ops[] = {"<<=", ">>=", "<=", ">=", "==", "!=", "&&", "||", "++", "--", "+=", "-=",
                                    "*=",  "/=",  "%=", "&=", "|=", "^=", "<<", ">>", "->"};
  t->n = 0;
  t->v = xcalloc(strlen(s) + 1, sizeof *t->v);
  for (const char *p = s; *p;) {
    if (isspace((unsigned char)*p)) {
      p++;
      continue;
    }
    const char *q = p + 1;
    if (*p == '"' || *p == '\'') {
      while (*q && *q != *p) q += q[0] == '\\' && q[1] ? 2 : 1;
      q += *q != 0;
    } else if (isalnum((unsigned char)*p) || *p == '_' || (*p == '.' && isdigit((unsigned char)p[1]))) {
      while (isalnum((unsigned char)*q) || *q == '_' || *q == '.') q++;
    } else {
      for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (!strncmp(p, ops[i], strlen(ops[i]))) {
          q = p + strlen(ops[i]);
          break;
        }
    }
    t->v[t->n++] = (tok){p, (size_t)(q - p), classify(p, (size_t)(q - p))};
    p = q;
  }
}

static int same_tok(const tok *a, const tok *b) { return a->n == b->n && !memcmp(a->s, b->s, a->n); }

static int has_class(const toks *t, tok_class c) {
  for (int i = 0; i < t->n; i++)
    if (t->v[i].cls == c) return 1;
  return 0;
}

static int has_word(const char *line, const char *word) {
  size_t n = strlen(word);
  for (const char *p = line ? strstr(line, word) : NULL; p; p = strstr(p + 1, word)) {
    int before = p == line || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');
    int after = !(isalnum((unsigned char)p[n]) || p[n] == '_');
    if (before && after) return 1;
  }
  return 0;
}

/* ---- expressions ---- */

/* The class of every token that differs when both have as many tokens,
 * the same one everywhere; -1 otherwise.  *one: a single token changed,
 * *a and *b: the first pair. */
static int changed_class(const toks *x, const toks *y, int *one, const tok **a, const tok **b) {
  if (x->n != y->n) return -1;
  int cls = -1, count = 0;
  for (int i = 0; i < x->n; i++) {
    if (same_tok(&x->v[i], &y->v[i])) continue;
    if (x->v[i].cls != y->v[i].cls || (cls >= 0 && (int)x->v[i].cls != cls)) return -1;
    cls = (int)x->v[i].cls;
    if (!count++) *a = &x->v[i], *b = &y->v[i];
  }
  *one = count == 1;
  return cls;
}

static int tok_is(const tok *t, const char *s) { return t->n == strlen(s) && !strncmp(t->s, s, t->n); }

/* `<` and `<=`, `>` and `>=`: they part only where both sides are equal */
static int strictness(const tok *a, const tok *b) {
  return (tok_is(a, "<") && tok_is(b, "<=")) || (tok_is(a, "<=") && tok_is(b, "<")) ||
         (tok_is(a, ">") && tok_is(b, ">=")) || (tok_is(a, ">=") && tok_is(b, ">"));
}

/* The token of line that ends just before column col (1-based), into *t;
 * 0 when there is none. */
static int token_before(const char *line, unsigned col, tok *t, toks *all) {
  lex(line ? line : "", all);
  int found = 0;
  for (int i = 0; i < all->n; i++)
    if ((unsigned)(all->v[i].s - line) + all->v[i].n <= col - 1) *t = all->v[i], found = 1;
  return found;
}

/* Something put in where the student's text has nothing (the `=` that
 * makes `<` into another comparison): told by what stands just before. */
static void added_hint(FILE *o, const fb_change *c, const char *line) {
  tok t;
  toks all;
  /* no column in the words: the same words on several places of a line
   * make one sentence */
  int found = c->col > 0 && token_before(line, c->col, &t, &all);
  if (found && t.cls == T_COMPARE) {
    fprintf(o, "the comparison `%.*s` here needs to change", (int)t.n, t.s);
    if (!strcmp(skip_blanks(c->replacement), "=")) fputs(": think of the case where both sides are equal", o);
  } else if (found) {
    fprintf(o, "something is missing after `%.*s` here", (int)t.n, t.s);
  } else {
    fputs("something is missing in this line", o);
  }
  if (c->col > 0) free(all.v);
}

/* Does y hold every token of x, in order, and more, among them `op`?  (A
 * condition that gets one more alternative, or one more requirement.) */
static int grown_by(const toks *x, const toks *y, const char *op) {
  int i = 0, extra_op = 0;
  for (int j = 0; j < y->n; j++) {
    if (i < x->n && same_tok(&x->v[i], &y->v[j])) i++;
    else extra_op |= tok_is(&y->v[j], op);
  }
  return i == x->n && y->n > x->n && extra_op;
}

static void expression_hint(FILE *o, const fb_change *c, const char *line) {
  if (!*skip_blanks(c->original)) {
    added_hint(o, c, line);
    return;
  }
  toks x, y;
  lex(c->original, &x);
  lex(c->replacement, &y);
  int one = 0;
  const tok *a = NULL, *b = NULL;
  int cls = changed_class(&x, &y, &one, &a, &b);
  int whole = x.n == 1;
  switch (cls) {
  case T_COMPARE:
    fputs("the comparison in ", o), fb_quote(o, c->original), fputs(" needs to change", o);
    if (one && strictness(a, b)) fputs(": think of the case where both sides are equal", o);
    else if (one && (tok_is(a, "==") || tok_is(a, "!="))) fputs(": it tests the opposite of what is needed", o);
    break;
  case T_LOGIC:
    fputs("how the tests in ", o), fb_quote(o, c->original),
        fputs(" are combined needs to change (all of them, or any one of them)", o);
    break;
  case T_ARITH: fputs("an operator in ", o), fb_quote(o, c->original), fputs(" needs to change", o); break;
  case T_ASSIGN: fputs("the kind of assignment in ", o), fb_quote(o, c->original), fputs(" needs to change", o); break;
  case T_NUMBER:
  case T_CHAR:
    if (whole && has_word(line, "return")) fputs("the value returned here (", o), fb_quote(o, c->original), fputs(")", o);
    else if (whole) fputs("the number ", o), fb_quote(o, c->original), fputs(" here", o);
    else fputs("a number in ", o), fb_quote(o, c->original);
    fputs(" needs to change", o);
    break;
  case T_IDENT:
    if (whole) fputs("the variable ", o), fb_quote(o, c->original);
    else fputs(one ? "a variable in " : "the variables in ", o), fb_quote(o, c->original);
    fputs(one || whole ? " is not the right one" : " are not the right ones", o);
    break;
  default:
    if (grown_by(&x, &y, "||")) {
      fputs("the condition ", o), fb_quote(o, c->original), fputs(" misses a case: one more way it must hold", o);
      break;
    }
    if (grown_by(&x, &y, "&&")) {
      fputs("the condition ", o), fb_quote(o, c->original), fputs(" misses a test that must hold as well", o);
      break;
    }
    if (whole && x.v[0].cls == T_NUMBER && !has_word(line, "return")) {
      fputs("the number ", o), fb_quote(o, c->original), fputs(" here needs to change", o);
      break;
    }
    if (has_class(&x, T_COMPARE) || has_class(&x, T_LOGIC)) fputs("the condition ", o);
    else if (whole && has_word(line, "return")) {
      fputs("the value returned here (", o), fb_quote(o, c->original), fputs(") needs to change", o);
      break;
    } else fputs("the expression ", o);
    fb_quote(o, c->original);
    fputs(" needs to change", o);
  }
  free(x.v);
  free(y.v);
}

/* ---- strings ---- */

/* The text of the string literals among t, escapes read (malloc'd). */
static char *literal_text(const toks *t, size_t *len) {
  char *out = NULL;
  FILE *o = open_memstream(&out, len);
  for (int i = 0; i < t->n; i++) {
    if (t->v[i].cls != T_STRING) continue;
    const char *s = t->v[i].s + 1, *end = t->v[i].s + t->v[i].n - (t->v[i].n > 1);
    while (s < end) {
      if (*s != '\\' || s + 1 >= end) {
        fputc(*s++, o);
        continue;
      }
      char e = s[1];
      s += 2;
      if (e == 'n') fputc('\n', o);
      else if (e == 't') fputc('\t', o);
      else if (e == 'r') fputc('\r', o);
      else if (e >= '0' && e <= '7') {
        int v = e - '0';
        for (int k = 0; k < 2 && s < end && *s >= '0' && *s <= '7'; k++) v = v * 8 + (*s++ - '0');
        fputc(v, o);
      } else fputc(e, o);
    }
  }
  fclose(o);
  return out;
}

/* a with the bytes `keep` rejects left out */
static char *filtered(const char *a, size_t n, int (*keep)(int), size_t *len) {
  char *out = xmalloc(n + 1);
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (keep((unsigned char)a[i])) out[k++] = a[i];
  out[k] = 0;
  *len = k;
  return out;
}

static int not_space(int c) { return !isspace(c); }
static int is_alnum(int c) { return isalnum(c) || c >= 0x80; }
static int is_newline(int c) { return c == '\n'; }
static int is_blank(int c) { return c == ' ' || c == '\t'; }

static int equal_under(const char *a, size_t na, const char *b, size_t nb, int (*keep)(int)) {
  size_t la, lb;
  char *x = filtered(a, na, keep, &la), *y = filtered(b, nb, keep, &lb);
  int eq = la == lb && !memcmp(x, y, la);
  free(x), free(y);
  return eq;
}

static size_t count_of(const char *a, size_t n, int (*keep)(int)) {
  size_t k = 0;
  for (size_t i = 0; i < n; i++) k += keep((unsigned char)a[i]) != 0;
  return k;
}

/* The % conversions of a format, one after another (malloc'd). */
static char *conversions(const char *s, size_t n) {
  char *out = xmalloc(n + 1);
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] != '%') continue;
    out[k++] = s[i++];
    while (i < n && !isalpha((unsigned char)s[i]) && s[i] != '%') out[k++] = s[i++];
    while (i < n && strchr("hlLqjzt", s[i])) out[k++] = s[i++];
    if (i < n) out[k++] = s[i];
  }
  out[k] = 0;
  return out;
}

/* Edit distance of a[0..na) and b[0..nb), at most cap + 1. */
static size_t distance(const char *a, size_t na, const char *b, size_t nb, size_t cap) {
  if (na > 256 || nb > 256) return cap + 1;
  size_t *row = xcalloc(nb + 1, sizeof *row);
  for (size_t j = 0; j <= nb; j++) row[j] = j;
  for (size_t i = 1; i <= na; i++) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= nb; j++) {
      size_t up = row[j], best = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < best) best = up + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      diag = up;
      row[j] = best;
    }
  }
  size_t d = row[nb];
  free(row);
  return d > cap ? cap + 1 : d;
}

static int case_equal(const char *a, size_t na, const char *b, size_t nb) {
  if (na != nb) return 0;
  for (size_t i = 0; i < na; i++)
    if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i])) return 0;
  return 1;
}

static void string_hint(FILE *o, const fb_change *c, const char *line) {
  toks x, y;
  lex(c->original, &x);
  lex(c->replacement, &y);
  size_t na, nb;
  char *a = literal_text(&x, &na), *b = literal_text(&y, &nb);
  int read = has_word(line, "scanf") || has_word(line, "fscanf") || has_word(line, "sscanf");
  int printed = !read && has_class(&x, T_STRING);
  fputs(read ? "the format read here (" : printed ? "the text printed here (" : "the text here (", o);
  fb_quote(o, c->original);
  fputs(")", o);
  char *ca = conversions(a, na), *cb = conversions(b, nb);
  if (!has_class(&x, T_STRING) || !has_class(&y, T_STRING)) {
    fputs(" needs to change", o);
  } else if (strcmp(ca, cb)) {
    fputs(read ? " reads a value in another form than the task needs: look at its % part"
               : " writes a value in another form than expected: look at its % part",
          o);
  } else if (equal_under(a, na, b, nb, not_space)) {
    size_t nl_a = count_of(a, na, is_newline), nl_b = count_of(b, nb, is_newline);
    size_t bl_a = count_of(a, na, is_blank), bl_b = count_of(b, nb, is_blank);
    fputs(" differs from the expected text by ", o);
    if (nl_a != nl_b && bl_a == bl_b) fputs(nl_a + 1 == nl_b || nl_b + 1 == nl_a ? "a line break" : "line breaks", o);
    else if (nl_a == nl_b && (bl_a + 1 == bl_b || bl_b + 1 == bl_a)) fputs("a blank", o);
    else fputs("blanks (spaces, tabs or line breaks)", o);
  } else if (case_equal(a, na, b, nb)) {
    fputs(" differs from the expected text in capital and small letters", o);
  } else if (equal_under(a, na, b, nb, is_alnum)) {
    fputs(" differs from the expected text in punctuation", o);
  } else {
    size_t d = distance(a, na, b, nb, 3);
    fputs(d == 1 ? " differs from the expected text by one character"
          : d <= 3 ? " differs from the expected text by a few characters"
                   : " differs from the expected text in its words",
          o);
  }
  free(ca), free(cb), free(a), free(b), free(x.v), free(y.v);
}

/* A type edit: the declaration's type, or a % conversion of a format that
 * reads or prints the variable (the part after the %). */
static void type_hint(FILE *o, const fb_change *c, const char *line) {
  /* inside a string literal: an odd number of quotes before the column */
  int quotes = 0;
  for (unsigned i = 0; line && i + 1 < c->col && line[i]; i++)
    if (line[i] == '"' && (i == 0 || line[i - 1] != '\\')) quotes++;
  int conversion = quotes % 2 == 1;
  if (conversion && (has_word(line, "scanf") || has_word(line, "fscanf") || has_word(line, "sscanf")))
    fputs("the % conversion read here (", o), fb_quote(o, c->original), fputs(") must match the type of the variable", o);
  else if (conversion)
    fputs("the % conversion printed here (", o), fb_quote(o, c->original), fputs(") must match the type of the value", o);
  else
    fputs("the type of what is declared here (", o), fb_quote(o, c->original),
        fputs(") needs to change, and with it how it is read and printed", o);
}

/* ---- statements ---- */

static int starts_word(const char *s, const char *w) {
  size_t n = strlen(w);
  return !strncmp(s, w, n) && !(isalnum((unsigned char)s[n]) || s[n] == '_');
}

static int prints(const char *s) {
  return has_word(s, "printf") || has_word(s, "puts") || has_word(s, "putchar") || has_word(s, "fputs") ||
         has_word(s, "fprintf") || has_word(s, "putc") || has_word(s, "fputc");
}

/* `if (0) S` or `if (false) S`: a guard that never holds takes S out */
static int never(const char *r) {
  if (!starts_word(r, "if")) return 0;
  r = skip_blanks(r + 2);
  if (*r++ != '(') return 0;
  r = skip_blanks(r);
  if (starts_word(r, "0")) r++;
  else if (starts_word(r, "false")) r += 5;
  else return 0;
  return *skip_blanks(r) == ')';
}

static void delete_hint(FILE *o, const fb_change *c);

static void insert_hint(FILE *o, const fb_change *c, unsigned *line_said) {
  const char *r = skip_blanks(c->replacement), *orig = skip_blanks(c->original);
  if (*orig && never(r)) {
    delete_hint(o, c);
  } else if (*r == '=') {
    fputs("a variable declared here needs a value to start with", o);
  } else if (*r == '#') {
    fputs("the program uses a library function without the header that declares it", o);
  } else if (starts_word(r, "if") && *orig && has_word(r, "else") && !has_word(orig, "else")) {
    fputs("a case is missing here: the program must tell one more case apart", o);
  } else if (has_word(r, "else") && !has_word(orig, "else")) {
    fputs("a case is missing after the statement here: what the program does when the test before it fails", o);
  } else if (starts_word(r, "if") && *orig) {
    fputs("the statement here must run only in some cases: a test is missing before it", o);
  } else if (!*orig) {
    *line_said = 1;
    fprintf(o, "after line %u, %s is missing", c->line, prints(r) ? "something the program must print" : "a statement");
  } else {
    fputs("something is missing in ", o), fb_quote(o, c->original);
  }
}

static void delete_hint(FILE *o, const fb_change *c) {
  const char *s = skip_blanks(c->original);
  if (starts_word(s, "else") && !*skip_blanks(s + 4))
    fputs("the `else` here makes the test after it run only when the test before it fails; "
          "the task needs that test either way",
          o);
  else if (*s == '#') fputs("a header the program does not need (", o), fb_quote(o, s), fputs(")", o);
  else if (prints(s)) fputs("something printed that the task does not print (", o), fb_quote(o, s), fputs(")", o);
  else fputs("a statement the task does not need (", o), fb_quote(o, s), fputs(")", o);
}

int fb_hint(FILE *o, const fb_change *c, const char *line) {
  unsigned line_said = 0;
  const char *e = c->edit ? c->edit : "expression";
  if (!strcmp(e, "string")) string_hint(o, c, line);
  else if (!strcmp(e, "type")) type_hint(o, c, line);
  else if (!strcmp(e, "insert")) insert_hint(o, c, &line_said);
  else if (!strcmp(e, "delete")) delete_hint(o, c);
  else expression_hint(o, c, line);
  return line_said != 0;
}

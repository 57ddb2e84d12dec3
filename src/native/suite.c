/* suite.c - find the test pairs of a suite directory and load their
 * expected outputs.
 *
 * Every file whose name marks it as half of a pair becomes an entry
 * (key, side); sorting the entries by key puts the two halves of a test
 * next to each other, so one pass pairs them and reports the strays. */
#define _GNU_SOURCE
#include "native/suite.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "native/judge.h"
#include "util/arena.h"
#include "util/file.h"

enum { SIDE_IN, SIDE_OUT };

typedef struct entry {
  char *key;     /* the test's name: NAME, or "posN" */
  char *file;    /* the file's name in the directory */
  int side;
  int pos;       /* named input-posN / output-posN (or -negN) */
} entry;

static char *xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(xmalloc(n), s, n);
}

static char *join(const char *dir, const char *name) {
  size_t a = strlen(dir), b = strlen(name);
  char *p = xmalloc(a + b + 2);
  memcpy(p, dir, a);
  p[a] = '/';
  memcpy(p + a + 1, name, b + 1);
  return p;
}

static int all_digits(const char *s) {
  if (!*s) return 0;
  for (; *s; s++)
    if (*s < '0' || *s > '9') return 0;
  return 1;
}

/* Classify a file name: 1 and *e filled in when it is half of a pair. */
static int classify(const char *name, entry *e) {
  size_t n = strlen(name);
  e->pos = 0;
  /* GenProg's layout (Codeflaws, IntroClass): posN pass on the original,
   * negN fail on it; both are tests alike here */
  if ((strncmp(name, "input-pos", 9) == 0 || strncmp(name, "input-neg", 9) == 0) && all_digits(name + 9)) {
    e->side = SIDE_IN;
    e->pos = 1;
    e->key = xstrdup(name + 6);
  } else if ((strncmp(name, "output-pos", 10) == 0 || strncmp(name, "output-neg", 10) == 0) && all_digits(name + 10)) {
    e->side = SIDE_OUT;
    e->pos = 1;
    e->key = xstrdup(name + 7);
  } else if (n > 3 && strcmp(name + n - 3, ".in") == 0) {
    e->side = SIDE_IN;
    e->key = xstrdup(name);
    e->key[n - 3] = '\0';
  } else if (n > 4 && strcmp(name + n - 4, ".out") == 0) {
    e->side = SIDE_OUT;
    e->key = xstrdup(name);
    e->key[n - 4] = '\0';
  } else {
    return 0;
  }
  e->file = xstrdup(name);
  return 1;
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* Natural order: runs of digits compare by value, everything else by
 * byte.  Names equal under it ("t2", "t02") fall back to strcmp so that
 * the order never depends on the directory's listing. */
static int natcmp(const char *a, const char *b) {
  const char *p = a, *q = b;
  while (*p && *q) {
    if (is_digit(*p) && is_digit(*q)) {
      while (*p == '0') p++;
      while (*q == '0') q++;
      size_t lp = 0, lq = 0;
      while (is_digit(p[lp])) lp++;
      while (is_digit(q[lq])) lq++;
      if (lp != lq) return lp < lq ? -1 : 1;
      int c = memcmp(p, q, lp);
      if (c) return c;
      p += lp;
      q += lq;
    } else {
      if (*p != *q) return (unsigned char)*p < (unsigned char)*q ? -1 : 1;
      p++;
      q++;
    }
  }
  if (*p || *q) return *p ? 1 : -1;
  return strcmp(a, b);
}

static int entry_cmp(const void *x, const void *y) {
  const entry *a = x, *b = y;
  int c = natcmp(a->key, b->key);
  if (c) return c;
  if (a->side != b->side) return a->side - b->side;
  return a->pos - b->pos;
}

/* The name of the half that is missing, for the error message. */
static const char *other_half(const entry *e, char *buf, size_t size) {
  if (e->pos)
    snprintf(buf, size, "%s-%s", e->side == SIDE_IN ? "output" : "input", e->key);
  else
    snprintf(buf, size, "%s.%s", e->key, e->side == SIDE_IN ? "out" : "in");
  return buf;
}

int suite_judge_normalises(suite_judge j) { return j == SUITE_SPACE || j == SUITE_TOKENS || j == SUITE_NUMBERS; }

judge_mode suite_judge_mode(suite_judge j) {
  return j == SUITE_TOKENS ? JUDGE_TOKENS : j == SUITE_NUMBERS ? JUDGE_NUMBERS : JUDGE_SPACE;
}

/* The expected output in the judge's normal form. */
static void normalise(suite_test *t, suite_judge j) {
  size_t len;
  char *norm = judge_norm_mode(suite_judge_mode(j), t->expect, t->expect_len, &len);
  free(t->expect);
  t->expect = norm;
  t->expect_len = len;
}

int suite_add(suite *s, const char *name, const char *in_path, const char *out_path, const char *out, size_t len) {
  suite_test t = {xstrdup(name), xstrdup(in_path), NULL, len, xstrdup(out_path)};
  t.expect = xmalloc(len + 1);
  memcpy(t.expect, out, len);
  t.expect[len] = 0;
  if (suite_judge_normalises(s->judge)) normalise(&t, s->judge);
  /* grown by one each time: tests are added a few at a time, each after runs */
  s->t = xrealloc(s->t, sizeof *s->t * (size_t)(s->n + 1));
  s->t[s->n] = t;
  return s->n++;
}

void suite_free(suite *s) {
  for (int i = 0; i < s->n; i++) {
    free(s->t[i].name);
    free(s->t[i].in_path);
    free(s->t[i].out_path);
    free(s->t[i].expect);
  }
  free(s->t);
  s->n = 0;
  s->t = NULL;
}

void suite_judge_set(suite *s, suite_judge j, const char *oracle) {
  /* once, from the exact outputs of suite_load */
  if (suite_judge_normalises(j) && s->judge != j) {
    for (int i = 0; i < s->n; i++) normalise(&s->t[i], j);
  }
  s->judge = j;
  s->oracle = j == SUITE_ORACLE ? oracle : NULL;
}

int suite_load(const char *dir, suite *s, FILE *diag) {
  s->n = 0;
  s->t = NULL;
  s->judge = SUITE_EXACT;
  s->oracle = NULL;
  DIR *d = opendir(dir);
  if (!d) {
    fprintf(diag, "%s: error: cannot open the test directory: %s\n", dir, strerror(errno));
    return -1;
  }
  entry *es = NULL;
  int ne = 0, cap = 0, rc = 0;
  struct dirent *de;
  while ((de = readdir(d)) != NULL) {
    entry e;
    if (!classify(de->d_name, &e)) continue;
    /* only regular files (or links to them) count: a directory named
     * x.in is not a test input */
    char *path = join(dir, e.file);
    struct stat st;
    int regular = stat(path, &st) == 0 && S_ISREG(st.st_mode);
    free(path);
    if (!regular) {
      free(e.key);
      free(e.file);
      continue;
    }
    VEC_PUSH(es, ne, cap, e);
  }
  closedir(d);
  if (ne > 1) qsort(es, (size_t)ne, sizeof *es, entry_cmp);

  int tcap = 0;
  char missing[512];
  for (int i = 0; i < ne && rc == 0;) {
    entry *a = &es[i];
    entry *b = i + 1 < ne ? &es[i + 1] : NULL;
    if (!b || strcmp(a->key, b->key) != 0 || a->side == b->side) {
      if (b && strcmp(a->key, b->key) == 0)
        fprintf(diag, "%s: error: %s and %s name the same test\n", dir, a->file, b->file);
      else
        fprintf(diag, "%s: error: %s has no %s\n", dir, a->file,
                other_half(a, missing, sizeof missing));
      rc = -1;
      break;
    }
    /* a is the input, b the output; a third file with the same key
     * (pos1.in next to input-pos1) is a clash */
    if (i + 2 < ne && strcmp(es[i + 2].key, a->key) == 0) {
      fprintf(diag, "%s: error: %s and %s name the same test\n", dir,
              es[i + 2].side == SIDE_IN ? a->file : b->file, es[i + 2].file);
      rc = -1;
      break;
    }
    char *out_path = join(dir, b->file);
    suite_test t;
    t.expect = file_read(out_path, &t.expect_len);
    if (!t.expect) {
      fprintf(diag, "%s: error: cannot read %s: %s\n", dir, b->file, strerror(errno));
      free(out_path);
      rc = -1;
      break;
    }
    t.out_path = out_path;
    t.name = xstrdup(a->key);
    t.in_path = join(dir, a->file);
    VEC_PUSH(s->t, s->n, tcap, t);
    i += 2;
  }
  if (rc == 0 && s->n == 0) {
    fprintf(diag, "%s: error: no tests (NAME.in and NAME.out pairs)\n", dir);
    rc = -1;
  }

  for (int i = 0; i < ne; i++) {
    free(es[i].key);
    free(es[i].file);
  }
  free(es);
  if (rc) suite_free(s);
  return rc;
}

/* options.c - the option table's parser, usage text and synopsis. */
#define _POSIX_C_SOURCE 200809L
#include "util/options.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "util/exitcode.h"

/* The value glued to the name of row d in word ("-j4": "4"), else NULL. */
static const char *glued(const opt_def *d, const char *word) {
  size_t n = strlen(d->name);
  if (d->kind == OPT_CPP) n = 2;
  else if (!(d->flags & OPT_GLUED)) return NULL;
  return !strncmp(d->name, word, n) && word[n] ? word + n : NULL;
}

const opt_def *opt_find(const opt_def *table, const char *name, unsigned cmd) {
  const opt_def *first = NULL;
  for (const opt_def *d = table; d->name; d++) {
    if (d->flags & OPT_HELPONLY) continue;
    int same = !strcmp(d->name, name) || glued(d, name);
    if (!same) continue;
    if (d->commands & cmd) return d;
    if (!first) first = d;
  }
  return first;
}

unsigned opt_commands(const opt_def *table, const char *name) {
  unsigned bits = 0;
  for (const opt_def *d = table; d->name; d++)
    if (!strcmp(d->name, name)) bits |= d->commands;
  return bits;
}

int opt_takes_arg(const opt_def *d, const char *word) {
  if (glued(d, word)) return 0;
  return d->kind != OPT_FLAG && d->kind != OPT_FLAG_OFF;
}

static void *field(void *out, size_t at) { return (char *)out + at - 1; }

/* The complaint for a bad or missing argument. */
static int complain(const opt_def *d, char *err, size_t n) {
  if (d->error) {
    snprintf(err, n, "%s %s", d->name, d->error);
  } else if ((d->kind == OPT_INT || d->kind == OPT_SECONDS) && d->hi) {
    snprintf(err, n, "%s needs a number from %ld to %ld", d->name, d->lo, d->hi);
  } else if (d->kind == OPT_INT || d->kind == OPT_SECONDS) {
    snprintf(err, n, "%s needs a number >= %ld", d->name, d->lo);
  } else if (d->kind == OPT_CHOICE) {
    size_t k = 0;
    int m = 0;
    while (d->choices[m].name) m++;
    k += (size_t)snprintf(err, n, "%s takes ", d->name);
    for (int j = 0; j < m && k < n; j++)
      k += (size_t)snprintf(err + k, n - k, "%s%s", d->choices[j].name, j == m - 1 ? "" : j == m - 2 ? " or " : ", ");
  } else {
    snprintf(err, n, "%s needs an argument", d->name);
  }
  return -1;
}

/* A whole number within [lo, hi] (hi 0: 1000000), or 0 when zero_ok. */
static int whole(const opt_def *d, const char *s, long *out) {
  char *end;
  long hi = d->hi ? d->hi : 1000000;
  long v = strtol(s, &end, 10);
  if (!*s || *end || v < 0 || v > hi) return 0;
  if (v < d->lo && !(d->zero_ok && v == 0)) return 0;
  *out = v;
  return 1;
}

int opt_parse(const opt_def *d, int argc, char **argv, int *i, void *out, char *err, size_t errlen) {
  const char *word = argv[*i];
  if (d->given) *(int *)field(out, d->given) = 1;
  if (d->kind == OPT_FLAG || d->kind == OPT_FLAG_OFF) {
    *(int *)field(out, d->at) = d->kind == OPT_FLAG;
    return 0;
  }
  if (d->kind == OPT_CPP) {
    const char **v = *(const char ***)field(out, d->at);
    int *n = field(out, d->count);
    if (word[2]) {
      v[(*n)++] = word;
      return 0;
    }
    if (*i + 1 >= argc) return complain(d, err, errlen);
    v[(*n)++] = word;
    v[(*n)++] = argv[++*i];
    return 0;
  }
  if (d->kind == OPT_WORDS) {
    const char **v = *(const char ***)field(out, d->at);
    int *n = field(out, d->count);
    while (*i + 1 < argc && argv[*i + 1][0] != '-') v[(*n)++] = argv[++*i];
    return *n ? 0 : complain(d, err, errlen);
  }
  const char *g = glued(d, word);
  if (!g && *i + 1 >= argc) return complain(d, err, errlen);
  char *a = g ? (char *)g : argv[++*i];
  long w;
  switch (d->kind) {
  case OPT_INT:
    if (!whole(d, a, &w)) return complain(d, err, errlen);
    *(int *)field(out, d->at) = (int)w;
    return 0;
  case OPT_SECONDS:
    if (!whole(d, a, &w)) return complain(d, err, errlen);
    *(double *)field(out, d->at) = (double)w;
    return 0;
  case OPT_REAL: {
    char *end = NULL;
    double v = strtod(a, &end);
    if (!end || *end || !(v > 0 && v <= (double)d->hi)) return complain(d, err, errlen);
    *(double *)field(out, d->at) = v;
    return 0;
  }
  case OPT_STRING:
    if (d->nonempty && !*a) return complain(d, err, errlen);
    *(const char **)field(out, d->at) = a;
    return 0;
  case OPT_CHOICE:
    for (const opt_choice *c = d->choices; c->name; c++)
      if (!strcmp(c->name, a)) {
        *(int *)field(out, d->at) = c->value;
        return 0;
      }
    return complain(d, err, errlen);
  case OPT_LIST: {
    const char **v = *(const char ***)field(out, d->at);
    int *n = field(out, d->count);
    /* argv is ours to cut; the array is as long as argc */
    for (char *tok = strtok(a, ","); tok; tok = strtok(NULL, ","))
      if (*tok && *n < argc) v[(*n)++] = tok;
    return 0;
  }
  default:
    return complain(d, err, errlen);
  }
}

void opt_echo(FILE *o, const opt_def *table, unsigned cmd, const void *in) {
  void *at;
  for (const opt_def *d = table; d->name; d++) {
    if (!(d->flags & OPT_SPEC) || !(d->commands & cmd)) continue;
    at = field((void *)in, d->at);
    if (d->kind == OPT_STRING && *(const char **)at) {
      fprintf(o, " %s %s", d->name, *(const char **)at);
    } else if (d->kind == OPT_INT && *(int *)at > 0) {
      fprintf(o, " %s %d", d->name, *(int *)at);
    } else if (d->kind == OPT_CHOICE && *(int *)at != d->choices[0].value) {
      for (const opt_choice *c = d->choices; c->name; c++)
        if (c->value == *(int *)at) fprintf(o, " %s %s", d->name, c->name);
    }
  }
}

static void label_of(const opt_def *d, char *buf, size_t n, int own_label) {
  if (own_label && d->label) snprintf(buf, n, "%s", d->label);
  else snprintf(buf, n, "%s%s%s", d->name, d->arg ? " " : "", d->arg ? d->arg : "");
}

void opt_usage(FILE *o, const opt_def *table, unsigned cmd) {
  for (const opt_def *d = table; d->name; d++) {
    if (!(d->commands & cmd) || !d->help) continue;
    char label[80];
    label_of(d, label, sizeof label, 1);
    int len = (int)strlen(label);
    fprintf(o, "  %s%*s", label, len < 22 ? 24 - len : 2, "");
    for (const char *t = d->help; *t;) {
      const char *nl = strchr(t, '\n');
      size_t n = nl ? (size_t)(nl - t) : strlen(t);
      fprintf(o, "%s%.*s\n", t == d->help ? "" : "                          ", (int)n, t);
      t += n + (nl != NULL);
    }
  }
}

void opt_synopsis(FILE *o, const opt_def *table, unsigned cmd, int col, int indent, int width) {
  for (const opt_def *d = table; d->name; d++) {
    if (!(d->commands & cmd) || (d->flags & OPT_HELPONLY)) continue;
    /* a name once, whichever rows it has */
    const opt_def *e = table;
    while (e != d && !(strcmp(e->name, d->name) == 0 && (e->commands & cmd))) e++;
    if (e != d) continue;
    char label[80];
    label_of(d, label, sizeof label, 0);
    int len = (int)strlen(label) + 3;
    if (col + len > width) {
      fprintf(o, "\n%*s", indent, "");
      col = indent;
    }
    fprintf(o, " [%s]", label);
    col += len;
  }
  fputc('\n', o);
}

int opt_complain(void (*usage)(FILE *), const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("amend: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputs("\n", stderr);
  va_end(ap);
  if (usage) usage(stderr);
  return EXIT_INPUT;
}

/* schema.c - mutant schemata as text insertions. */
#include "native/schema.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native/probe.h"
#include "native/rewrite.h"
#include "util/arena.h"

typedef struct schema_set {
  const schema_site *s;
  int n;
} schema_set;

static char *rewrite_file(void *ctx, const ir_prog *p, int file) {
  const schema_set *ss = ctx;
  rewrite rw = {0, 0, NULL};
  for (int i = 0; i < ss->n; i++) {
    const schema_site *s = &ss->s[i];
    if (s->at.file != file || s->nalts == 0) continue;
    size_t cap = 64;
    for (int k = 0; k < s->nalts; k++) cap += strlen(s->alts[k]) + 48;
    char *open = xmalloc(cap);
    size_t len = (size_t)snprintf(open, cap, "(");
    for (int k = 0; k < s->nalts; k++)
      len += (size_t)snprintf(open + len, cap - len, "__amend_sel[%d] == %d ? (%s) : ", i, k + 1, s->alts[k]);
    snprintf(open + len, cap - len, "(");
    rw_wrap(&rw, s->at.off, s->at.end, open, "))");
    free(open);
  }
  const ir_file *f = &p->files[file];
  char *out = rw_apply(&rw, f->text, f->len);
  rw_free(&rw);
  return out;
}

char *schema_build(const ir_prog *p, const schema_site *s, int n, const char *dir,
                   const char *const *cflags, int ncflags, char **log) {
  if (n > SCHEMA_MAX_SITES) {
    if (log) *log = strdup("amend: more mutation sites than the runtime's selection table holds\n");
    return NULL;
  }
  schema_set ss = {s, n};
  return probe_compile(p, rewrite_file, &ss, dir, "schema", cflags, ncflags, log);
}

char *schema_env(const int *site, const int *alt, int n) {
  size_t cap = 16 + (size_t)n * 24;
  char *e = xmalloc(cap);
  size_t len = (size_t)snprintf(e, cap, "AMEND_MUT=");
  for (int i = 0; i < n; i++)
    len += (size_t)snprintf(e + len, cap - len, "%s%d:%d", i ? "," : "", site[i], alt[i]);
  return e;
}

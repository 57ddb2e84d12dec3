/* sites.c - the specification's slots: frozen functions and files. */
#include "spec/sites.h"

#include <stdio.h>
#include <string.h>

#include "spec/harness.h"

static int frozen(const site_opts *o, const char *name, int file) {
  if (!strncmp(name, "AllRepair_correct_", 18)) return 1;
  for (int i = 0; i < o->nfrozen; i++)
    if (!strcmp(o->frozen[i], name)) return 1;
  for (int i = 0; i < o->nfiles_frozen; i++)
    if (o->files_frozen[i] == file) return 1;
  return 0;
}

int site_frozen(const site_opts *o, const ir_func *f, const ir_expr *root) {
  if (f && f->lib) return 1;  /* a C library model */
  return (f && frozen(o, f->name, f->file)) || frozen(o, "", root->loc.file);
}

const ir_func *site_reference_of(const ir_prog *p, const ir_func *f) {
  static const char *const prefix[] = {"AllRepair_correct_", HARNESS_REF_PREFIX};
  char name[256];
  for (int i = 0; i < 2; i++) {
    if (snprintf(name, sizeof name, "%s%s", prefix[i], f->name) >= (int)sizeof name) continue;
    const ir_func *g = ir_find_func(p, name);
    if (g && g != f) return g;
  }
  return NULL;
}

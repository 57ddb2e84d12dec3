/* program.c - load the user's program, with the equivalence harness when
 * a reference implementation is given. */
#include "spec/program.h"

#include <string.h>

#include "front/front.h"
#include "spec/harness.h"

ir_prog *program_load(const program_spec *s, const char **entry_out, FILE *diag) {
  front_opts fo = {.nargs = s->nclang, .args = s->clang};
  *entry_out = s->entry;
  if (!s->reference) return front_parse(s->nfiles, s->files, &fo, diag);
  return harness_load(s, &fo, entry_out, diag);
}

int program_reference_file(const ir_prog *p, const program_spec *s) {
  if (!s->reference) return -1;
  for (int i = 0; i < p->nfiles; i++)
    if (!strcmp(p->files[i].path, s->reference)) return i;
  return -1;
}

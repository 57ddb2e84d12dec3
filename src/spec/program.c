/* program.c - load the user's program, with the equivalence harness when
 * a reference implementation is given. */
#include "spec/program.h"

#include <string.h>

#include "front/front.h"
#include "spec/harness.h"
#include "spec/iomodel.h"

ir_prog *program_load(const program_spec *s, const char **entry_out, FILE *diag) {
  front_opts fo = {.nargs = s->nclang, .args = s->clang, .strict = s->strict, .stdin_bytes = s->stdin_bytes,
                   .compare = (int)s->compare,
                   .outputs = s->reference && !s->entry};
  *entry_out = s->entry;
  if (!s->reference) return front_parse(s->nfiles, s->files, &fo, diag);
  return harness_load(s, &fo, entry_out, diag);
}

void program_warn_undefined(const ir_prog *p, FILE *o) {
  for (int i = 0; i < p->nundef; i++)
    fprintf(o, "warning: no body for '%s': its result is a nondeterministic input\n", p->undef[i]);
}

void program_argv_bounds(const ir_prog *p, const char *entry, const bmc_env *env, int *max_argc,
                         int *max_len) {
  const ir_func *f = ir_find_func(p, entry ? entry : "main");
  *max_argc = *max_len = 0;
  if (!f || (strcmp(f->name, "main") && !f->argv_entry) || f->nparams < 1) return;
  *max_argc = env->max_argc > 0 ? env->max_argc : BMC_DEFAULT_MAX_ARGC;
  *max_len = env->max_arg_len > 0 ? env->max_arg_len : BMC_DEFAULT_MAX_ARG_LEN;
}

int program_reference_file(const ir_prog *p, const program_spec *s) {
  if (!s->reference) return -1;
  for (int i = 0; i < p->nfiles; i++)
    if (!strcmp(p->files[i].path, s->reference)) return i;
  return -1;
}

int program_stdin_tokens(const ir_prog *p, const program_spec *s, int *exact, int *dbl) {
  *exact = *dbl = 0;
  if (!s->reference || s->entry) return 0;
  iomodel m;
  iomodel_decide(p, s->io, s->stdin_tokens, &m);
  if (!m.in || m.in == IOM_TEXT) return 0;
  *exact = m.exact;
  *dbl = m.in == IOM_DOUBLE;
  return m.tokens;
}

int program_stdin_text(const ir_prog *p, const program_spec *s) {
  if (!s->reference || s->entry) return 0;
  iomodel m;
  iomodel_decide(p, s->io, s->stdin_tokens, &m);
  return m.in == IOM_TEXT;
}

int program_stdin_bytes(const ir_prog *p, const program_spec *s) {
  int exact, dbl;
  if (program_stdin_tokens(p, s, &exact, &dbl)) return 0;
  for (int i = 0; i < p->nfuncs; i++)
    if (!strcmp(p->funcs[i]->name, "__amend_stdin_start") && p->funcs[i]->body)
      return s->stdin_bytes > 0 ? s->stdin_bytes : FRONT_DEFAULT_STDIN_BYTES;
  return 0;
}

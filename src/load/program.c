/* program.c - load the user's program, with the equivalence harness when
 * a reference implementation is given. */
#include "load/program.h"

#include <string.h>

#include "front/front.h"
#include "load/harness.h"
#include "load/iomodel.h"

ir_prog *program_load(const program_spec *s, const char **entry_out, FILE *diag) {
  front_opts fo = {.nargs = s->nclang, .args = s->clang, .strict = s->strict, .stdin_bytes = s->stdin_bytes,
                   .compare = (int)s->compare,
                   .outputs = s->reference && !s->entry, .max_string = s->max_string};
  *entry_out = s->entry;
  if (!s->reference) return front_parse(s->nfiles, s->files, &fo, diag);
  return harness_load(s, &fo, entry_out, diag);
}

void program_warn_undefined(const ir_prog *p, FILE *o) {
  for (int i = 0; i < p->nundef; i++)
    fprintf(o, "warning: no body for '%s': its result is a nondeterministic input\n", p->undef[i]);
  for (int i = 0; i < p->nundef_vars; i++)
    fprintf(o, "warning: no definition of '%s' in any file: its contents are a nondeterministic input\n",
            p->undef_vars[i]);
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

/* Does some function of the user call one that --max-string bounds? */
static int calls_bounded(const ir_expr *e) {
  if (!e) return 0;
  if (e->kind == IR_CALL && e->callee && e->callee->string_bound) return 1;
  if (calls_bounded(e->a) || calls_bounded(e->b) || calls_bounded(e->c)) return 1;
  for (int i = 0; i < e->nargs; i++)
    if (calls_bounded(e->args[i])) return 1;
  return 0;
}

static int stmt_calls_bounded(const ir_stmt *st) {
  if (!st) return 0;
  if (calls_bounded(st->e) || calls_bounded(st->step) || calls_bounded(st->vinit) || calls_bounded(st->vlen)) return 1;
  if (stmt_calls_bounded(st->init) || stmt_calls_bounded(st->then) || stmt_calls_bounded(st->els)) return 1;
  for (int i = 0; i < st->n; i++)
    if (stmt_calls_bounded(st->body[i])) return 1;
  return 0;
}

int program_max_string(const ir_prog *p, const program_spec *s) {
  for (int i = 0; i < p->nfuncs; i++) {
    const ir_func *f = p->funcs[i];
    if (!f->lib && stmt_calls_bounded(f->body))
      return s->max_string > 0 ? s->max_string : FRONT_DEFAULT_MAX_STRING;
  }
  return 0;
}

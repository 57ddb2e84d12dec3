/* sites.h - which slots of the program a repair may change.
 *
 * A slot (ir.h: the expression of an expression statement, an
 * initialiser, a condition, a for-step, a returned value) is a repair
 * site unless it is part of the specification: it belongs to a frozen
 * function (--no-mutate, the equivalence harness), to a frozen file (a
 * --reference), or to a function named AllRepair_correct_*.  Every
 * engine asks the same question, so every engine leaves the same slots
 * alone. */
#ifndef AMEND_SITES_H
#define AMEND_SITES_H

#include "ir/ir.h"

typedef struct site_opts {
  int nfrozen;                 /* functions never changed */
  const char *const *frozen;
  int nfiles_frozen;           /* files never changed (a reference) */
  const int *files_frozen;
} site_opts;

/* Is the slot root (of function f, NULL for a global initialiser) part of
 * the specification? */
int site_frozen(const site_opts *o, const ir_func *f, const ir_expr *root);

/* The specification's own version of f, or NULL: AllRepair_correct_<f>
 * in the program, or the --reference's f.  Bounded repair asks whether
 * the specification finishes a run (bmc_opts.shadow_call). */
const ir_func *site_reference_of(const ir_prog *p, const ir_func *f);

#endif

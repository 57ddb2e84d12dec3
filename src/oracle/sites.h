/* sites.h - which slots of the program a repair may change.
 *
 * A slot (ir.h: the expression of an expression statement, an
 * initialiser, a condition, a for-step, a returned value) is a repair
 * site unless it is part of the specification:
 *   - assertions and assumptions (never slots at all);
 *   - a C library model, the generated --reference harness;
 *   - a function named in --no-mutate;
 *   - the reference: every function of a --reference file, and every
 *     function the program marks as correct (AllRepair_correct_*);
 *   - with a reference in the run, a harness: a function that calls both
 *     the reference and the program (the `main` that asserts equal
 *     results), unless --mutate names it.  Then only the functions the
 *     harness reaches through the program's side are mutable, and a
 *     global whose initialiser a harness or the reference reads is part
 *     of the specification too.
 * Every engine asks the same question, so every engine leaves the same
 * slots alone. */
#ifndef AMEND_SITES_H
#define AMEND_SITES_H

#include <stdio.h>

#include "ir/ir.h"

typedef struct site_opts {
  int nfrozen;                 /* functions never changed */
  const char *const *frozen;
  int nfiles_frozen;           /* files never changed (a reference) */
  const int *files_frozen;
  /* Filled by site_scope (zero before it: only the rules above hold). */
  int scoped;                  /* a reference is in the run: only the
                                  functions listed mutable change */
  int nmutable;
  const ir_func **mutable_fns; /* the mutable functions, in program order */
  int nharness;
  const ir_func **harness;     /* the user's harness functions (specification) */
  int nspec_inits;
  const ir_expr **spec_inits;  /* global initialisers that are specification */
} site_opts;

/* Is the slot root (of function f, NULL for a global initialiser) part of
 * the specification? */
int site_frozen(const site_opts *o, const ir_func *f, const ir_expr *root);

/* Decide what is specification in p (the rules above) and fill o's scope,
 * allocated in p's arena.  mutate: the --mutate names, functions of the
 * program a harness rule would leave alone.  Returns 0, or -1 after
 * printing an error (a --mutate name that is no function of the program
 * with a body, or one of the reference). */
int site_scope(ir_prog *p, site_opts *o, int nmutate, const char *const *mutate, FILE *diag);

/* The specification's own version of f, or NULL: AllRepair_correct_<f>
 * in the program (for AllRepair_buggy_<g>, AllRepair_correct_<g>), or the
 * --reference's f.  Bounded repair asks whether the specification
 * finishes a run (bmc_opts.shadow_call). */
const ir_func *site_reference_of(const ir_prog *p, const ir_func *f);

#endif

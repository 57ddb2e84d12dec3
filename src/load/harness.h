/* harness.h - equivalence with a reference implementation (--reference).
 *
 * The reference file is parsed with every file-scope symbol renamed so
 * both versions coexist; a generated entry function takes F's arguments
 * nondeterministically, runs F and the reference's F, and asserts equal
 * return values and equal values of the globals both versions define. */
#ifndef AMEND_HARNESS_H
#define AMEND_HARNESS_H

#include "front/front.h"
#include "load/program.h"

/* Prefix of the reference's renamed symbols. */
#define HARNESS_REF_PREFIX "__amend_ref_"
/* Name of the generated entry function. */
#define HARNESS_ENTRY "__amend_equivalence"

/* Can the reference read memory nobody wrote: does one of its functions
 * declare a local without an initialiser or a variable-length array, or
 * take a block from malloc, realloc or alloca?  Runs on which it does read
 * such memory are outside the specification (ir_func.reference): the
 * summaries say so when this holds. */
int harness_ref_uninit(const ir_prog *p);

ir_prog *harness_load(const program_spec *s, const front_opts *fo, const char **entry_out, FILE *diag);

#endif

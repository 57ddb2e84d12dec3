/* vars.h - variabilization (seed 003 §5): which sites can matter for a
 * failing input at all.
 *
 * Every unwound copy of a site's value is defined by an equation that is
 * kept only while the site's "keep" literal holds; with the literal off
 * the copies are free variables, which stands for every possible
 * rewriting of the site.  For a candidate that fails on an input, the
 * program on that input is asked "can every assertion hold?" under the
 * keep literals of all sites and the candidate's selection literals.
 * The answer is no; the unsat core names the selection literals the
 * failure needs, and every candidate that agrees with this one on them
 * fails the same input.  Stryker frees the sites one at a time; one
 * query with a core frees them all at once.
 *
 * A site can be freed only when all its effects go through its value
 * definitions.  One whose mutated operators also act elsewhere (an index
 * into an array it writes, a checked divisor, an argument of an inlined
 * call) always keeps its definitions; its selection literals may still
 * leave the core. */
#ifndef AMEND_VARS_H
#define AMEND_VARS_H

#include "bmc/bmc.h"
#include "repair/mutation/mutation.h"

typedef struct vars vars;

/* sel: one selection literal per mutation of ms, in b's context. */
vars *vars_new(const bmc *b, const mut_space *ms, const Z3_ast *sel, double timeout_s);
void vars_free(vars *v);

/* The candidate chosen[] (0/1 per mutation) fails on the run of model m.
 * Writes to out the mutations whose selection literal the failure needs
 * (chosen or not) and returns their number, or -1 when the query could
 * not show the input still fails (no pruning then).  only: if not NULL,
 * the literals of the other mutations are left free from the start. */
int vars_explain(vars *v, Z3_model m, const int *chosen, const char *only, int *out);

/* Sites that can be freed (for reports and tests). */
int vars_nfree(const vars *v);

#endif

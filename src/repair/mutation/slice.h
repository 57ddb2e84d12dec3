/* slice.h - must fault localization by slicing the program formula
 * (seed 001, §5 and Appendix A).
 *
 * Given a model of "program formula and some property fails", the slice
 * is the part of the formula the failure rests on: starting from the
 * violated property it follows every operand, except that an
 * if-then-else follows only its condition and the branch the model
 * takes, a true disjunction only one true disjunct and a false
 * conjunction only one false conjunct.  A constant with a definition
 * (a site's value, the assumption chain) continues into its definition;
 * one without is a leaf: an input, an undefined value or a selection
 * literal of a repair engine.
 *
 * Guarantee: any assignment that gives every leaf of the slice its value
 * in the model makes the same property fail.  So a program change that
 * leaves every sliced site as it is cannot repair this run, and the
 * sites of the slice form a must location set.
 *
 * The definition index (the static part) is built once per encoding;
 * each call only walks the model. */
#ifndef AMEND_SLICE_H
#define AMEND_SLICE_H

#include "bmc/bmc.h"

typedef struct slice slice;

slice *slice_new(const bmc *b);
void slice_free(slice *s);

typedef struct slice_out {
  int prop;              /* the violated property explained (bmc_propat index), -1: none */
  int nleaves;
  Z3_ast *leaves;        /* constants without definition the failure depends on */
  int ndefs;
  int *defs;             /* site definitions in the slice (bmc_site indexes), ascending */
} slice_out;

/* m: a model of the program formula and its violation.  prop: the
 * property to explain (bmc_propat index), or -1 for the first one the
 * model violates. */
void slice_run(slice *s, Z3_model m, int prop, slice_out *out);
void slice_out_free(slice_out *o);

#endif

/* failing.h - concrete failing inputs, and copies of the program on them.
 *
 * Diagnosis (seed 004 §III-C) and template refinement (§III-F) both reason
 * about a handful of concrete inputs at once: each gets its own copy of
 * the program formula (a fresh encoding in the same Z3 context, so every
 * internal value is a fresh symbol) with the inputs fixed.  Encoding is
 * deterministic, so input i of a copy is input i of the original. */
#ifndef AMEND_FAILING_H
#define AMEND_FAILING_H

#include "bmc/bmc.h"

/* One input vector: a numeral per bmc input (bmc_inputat order). */
typedef struct failing_input {
  int n;
  Z3_ast *v;
} failing_input;

/* Up to max distinct input vectors on which b violates a property; they
 * differ in some input that the run reads.  Returns how many were found
 * (0 when the program is correct), -1 when the solver gave up. */
int failing_find(bmc *b, int max, double timeout_s, failing_input **out);
/* The vector of a model (model completion for unread inputs). */
failing_input failing_of_model(bmc *b, Z3_model m);
void failing_free(failing_input *in, int n);

/* A copy of the program with its inputs fixed to in: the conjunction of
 * the copy's hard constraints and the input equalities is *fixed; the
 * caller decides about site definitions and properties.  NULL when the
 * copy cannot be encoded (cannot happen after the first encoding). */
bmc *failing_copy(const ir_prog *p, const bmc_opts *bo, const failing_input *in, Z3_ast *fixed);

#endif

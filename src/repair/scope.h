/* scope.h - which integer variables a repair may mention where.
 *
 * A template for an expression may use the variables the C compiler
 * would let it name there: globals declared earlier in the same file,
 * the function's parameters and the locals of enclosing blocks declared
 * before the statement (a declaration's own variable is not yet usable
 * in its initialiser).  Only non-_Bool integer variables are listed; the
 * result is the encoder's watch table (bmc_opts.watch), one list per
 * expression id, in declaration order. */
#ifndef AMEND_SCOPE_H
#define AMEND_SCOPE_H

#include "bmc/bmc.h"

typedef struct scope_table {
  int nexprs;
  bmc_watch *watch;        /* per expression id */
  int nlists, caplists;
  const ir_var ***lists;    /* owned; expressions of one statement share one */
} scope_table;

void scope_build(const ir_prog *p, scope_table *t);
void scope_free(scope_table *t);

#endif

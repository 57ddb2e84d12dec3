/* scope.h - which integer variables a repair may mention where.
 *
 * A template for an expression may use the variables the C compiler
 * would let it name there: globals declared earlier in the same file,
 * the function's parameters and the locals of enclosing blocks declared
 * before the statement (a declaration's own variable is not yet usable
 * in its initialiser), and of those the ones some expression of the
 * program names or that are parameters of a function other than main
 * (not an unused argc).  Only non-_Bool integer variables are listed; the
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

/* Calls fn at every statement of every defined function, in source order,
 * with its parent statement (NULL for a function body) and the variables
 * visible just before it (same rules as above). */
typedef void (*scope_stmt_fn)(void *ctx, const ir_func *f, const ir_stmt *s,
                              const ir_stmt *parent, const ir_var *const *vars, int n);
void scope_each_stmt(const ir_prog *p, scope_stmt_fn fn, void *ctx);
void scope_free(scope_table *t);

#endif

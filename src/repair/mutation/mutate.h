/* mutate.h - repair sites and their mutations (seed 000, Table 1).
 *
 * A site is one original expression slot of the program: the expression
 * of an expression statement, an initialiser, a condition, a for-step or
 * a returned value, outside assertions, assumptions and the slots that
 * are specification (spec/sites.h).  However often unwinding copies it,
 * it is one site.  A mutation replaces one operator or one constant
 * occurrence inside it.
 */
#ifndef AMEND_MUTATE_H
#define AMEND_MUTATE_H

#include "ir/ir.h"
#include "report/repairs.h"
#include "spec/patch.h"
#include "spec/sites.h"

typedef struct mut {
  int site;               /* index into mut_space.sites */
  const ir_expr *node;    /* the operator or constant that changes */
  ir_op op;               /* new operator (IR_AND/IR_OR for && / ||) */
  int64_t value;          /* new constant, when node is an IR_CONST */
  ir_loc at;              /* the source text to replace */
  const char *text;       /* its replacement, in the program's syntax */
} mut;

typedef struct mut_site {
  const ir_expr *root;    /* the slot's expression */
  const ir_func *func;
  int first, n;           /* its mutations: muts[first .. first+n) */
} mut_site;

typedef struct mut_space {
  int nsites;
  mut_site *sites;
  int nmuts;
  mut *muts;
} mut_space;

typedef struct mut_opts {
  int level;                   /* 1 or 2 */
  site_opts spec;              /* slots that are never mutated (sites.h) */
} mut_opts;

/* Enumerate every site and mutation of p.  Sites without mutations are
 * left out.  Strings live in p's arena. */
void mut_enumerate(ir_prog *p, const mut_opts *o, mut_space *out);
void mut_space_free(mut_space *m);

/* The text of a constant as it should appear in place of the literal. */
const char *mut_const_text(ir_prog *p, int64_t v, const ir_type *t);

/* The program with mutations muts[0..n) of ms applied. */
patch mut_patch(const ir_prog *p, const mut_space *ms, const int *muts, int n);
/* The report entry of mutation m (original/replacement malloc'd). */
void mut_describe(const ir_prog *p, const mut *m, rep_change *c);
/* The changed expression around mutation m, before and after (malloc'd). */
char *mut_expr_before(const ir_prog *p, const mut *m);
char *mut_expr_after(const ir_prog *p, const mut *m);

#endif

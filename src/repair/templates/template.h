/* template.h - linear expression templates for one component (seed 004 §III-E).
 *
 * A component's replacement is searched among
 *   values:      k0 + k1*v1 + ... + kn*vn
 *   conditions:  k1*v1 + ... + kn*vn + k0  OP  0,  OP in < <= > >= == !=
 * over the integer variables in scope (scope.h).  Parameters are Z3
 * constants; the coefficients are small (|ki| <= 127) and k0 a C int.
 *
 * The encoding computes exactly what the printed C computes: variables
 * are promoted to the computation width W (int, or the site's type when
 * wider), no product or partial sum may leave W's range, and a value is
 * converted to the site's type by truncation, as gcc does.  Conditions are printed and
 * encoded as "positive terms OP negated negative terms" (x >= y, not
 * x - y >= 0, which differs when the subtraction overflows), and compare
 * unsigned exactly when C would: some unsigned int variable is used.
 * Only variables whose promoted width is W are offered. */
#ifndef AMEND_TEMPLATE_H
#define AMEND_TEMPLATE_H

#include "bmc/bmc.h"

/* Shapes, simplest first: the cheap ones are tried on every diagnosis of
 * a size before the full template (a proposal over a dozen free 8-bit
 * coefficients bit-blasts into a hard search; with them fixed or nearly
 * so it is quick). */
typedef enum tmpl_shape {
  TMPL_CONST,              /* k0 alone: every coefficient 0 */
  TMPL_ONEVAR,             /* at most one coefficient, +-1, and k0 */
  TMPL_AND,                /* a truth value kept and a clause added: */
  TMPL_OR,                 /* `ORIG && T`, `ORIG || T`, T a ONEVAR condition */
  TMPL_FEW,                /* at most one coefficient 1, one -1 and one other, and k0 */
  TMPL_ANY                 /* the whole template */
} tmpl_shape;
typedef struct tmpl {
  const ir_expr *site;
  int cond;                /* a condition (the site's value is Boolean) */
  int width;               /* W */
  int bits;                /* the site's width (values) */
  int nvars;
  const ir_var **vars;     /* usable variables */
  int *slot;               /* their index in the site's watch list */
  Z3_ast k0;               /* W bits */
  Z3_ast *k;               /* 8-bit coefficients, per variable */
  Z3_ast op;               /* conditions: 3 bits, 0..5 = < <= > >= == != */
  tmpl_shape shape;        /* its products are encoded for the shape
                              (cheaper when not ANY) */
  int tcond;               /* T is a condition (cond, or a clause) */
  int nlits;               /* the program's integer literals: k0 = +-one */
  const int64_t *lits;     /* of them is a preference too (set by the caller) */
  const ir_prog *p;        /* the site's source, for TMPL_AND/OR's text */
} tmpl;

/* Can a template of this shape replace this site?  A replacement must be
 * free of side effects and of integer type (conditions always qualify);
 * a clause (TMPL_AND/OR) goes with a truth value: a condition, or an
 * int-valued &&, ||, ! or comparison, which it keeps, side effects and
 * all. */
int tmpl_supported(const ir_expr *site, int cond, tmpl_shape shape);

/* Parameters are named after `index` (unique per template in a context). */
void tmpl_init(tmpl *t, const ir_prog *p, Z3_context z, const ir_expr *site, int cond, int bits, const bmc_watch *w,
               int index, tmpl_shape shape);
void tmpl_free(tmpl *t);

/* The template's value at one evaluation d of the site (Boolean for
 * conditions, d->lhs's sort otherwise).  *side receives what the
 * parameters must satisfy for the value to mean the printed C (unused
 * variables without a value there); *wraps holds when the printed C
 * would overflow there (a repair must not rely on wrap-around). */
Z3_ast tmpl_value(const tmpl *t, Z3_context z, const bmc_site_def *d, Z3_ast *side, Z3_ast *wraps);
/* The parameters' ranges. */
Z3_ast tmpl_domain(const tmpl *t, Z3_context z);
/* What the parameters must satisfy to have the shape. */
Z3_ast tmpl_in_shape(const tmpl *t, Z3_context z, tmpl_shape shape);
/* TMPL_FEW's proposals go by stages, simplest first, each a hard bound
 * on the parameters: k0 = 0, then k0 = 0 or +- a literal of the
 * program, then |k0| <= 16, then any; within the first two, at most two
 * variables before three. */
#define TMPL_STAGES 6
Z3_ast tmpl_stage(const tmpl *t, Z3_context z, int stage);
/* Simplicity preferences (seed 004 §III-G), most important first: each
 * coefficient zero, then +-1, then small, and the constant zero, then
 * small.  At most tmpl_npref(t) of them are written to out. */
int tmpl_npref(const tmpl *t);
int tmpl_preferences(const tmpl *t, Z3_context z, Z3_ast *out);
/* The parameters equal their values in m (for checking a candidate, or,
 * negated, for excluding it). */
Z3_ast tmpl_fix(const tmpl *t, Z3_context z, Z3_model m);
/* The instance in m as C source text (malloc'd): `y`, `x + 100`, `a < b`. */
char *tmpl_text(const tmpl *t, Z3_context z, Z3_model m);

#endif

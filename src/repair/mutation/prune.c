/* prune.c - turn a failing model into generator clauses and copies. */
#include "repair/mutation/prune.h"

#include <stdlib.h>
#include <string.h>

#include "repair/mutation/slice.h"
#include "repair/mutation/vars.h"
#include "oracle/failing.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/idmap.h"

/* Each stored input adds a whole copy of the formula to the generator;
 * past a few, proposing gets dearer than the validations it saves
 * (measured in notes/prune.md). */
#define LEARN_LIMIT 4

struct pruner {
  prune_env env;
  int modes;
  Z3_context z;
  slice *sl;
  vars *va;
  idmap *selidx;           /* AST id of a selection literal -> mutation index */
  char *touched;           /* scratch, per mutation */
  int *core;               /* scratch, per mutation */
  Z3_ast *lits;            /* scratch, per mutation */
  int ncopies;
  bmc **copies;            /* cex: encodings instantiated on stored inputs */
};

const char *prune_name(int modes) {
  static const char *names[8] = {"none", "fl", "vars", "fl+vars", "cex", "fl+cex", "vars+cex", "all"};
  return names[modes & PRUNE_ALL];
}

pruner *prune_new(const prune_env *env, int modes) {
  pruner *pr = xcalloc(1, sizeof *pr);
  pr->env = *env;
  pr->modes = modes;
  pr->z = bmc_ctx(env->b);
  int n = env->ms->nmuts;
  pr->touched = xcalloc((size_t)n + 1, 1);
  pr->core = xmalloc(sizeof *pr->core * (2 * (size_t)n + 1));  /* fl's literals, then a core among them */
  pr->lits = xmalloc(sizeof *pr->lits * ((size_t)n + 1));
  pr->selidx = idmap_new();
  for (int j = 0; j < n; j++) idmap_put(pr->selidx, Z3_get_ast_id(pr->z, env->sel[j]), j);
  if (modes & PRUNE_FL) pr->sl = slice_new(env->b);
  if (modes & PRUNE_VARS) pr->va = vars_new(env->b, env->ms, env->sel, env->timeout_s);
  return pr;
}

void prune_free(pruner *pr) {
  if (!pr) return;
  slice_free(pr->sl);
  vars_free(pr->va);
  idmap_free(pr->selidx);
  for (int i = 0; i < pr->ncopies; i++) bmc_free(pr->copies[i]);
  free(pr->copies);
  free(pr->touched);
  free(pr->core);
  free(pr->lits);
  free(pr);
}

/* Clause: some of the mutations idx[0..n) is set otherwise than now. */
static void differ(pruner *pr, const int *idx, int n, const int *chosen, Z3_solver sat) {
  Z3_context z = pr->z;
  for (int i = 0; i < n; i++) {
    Z3_ast s = pr->env.sel[idx[i]];
    pr->lits[i] = chosen[idx[i]] ? Z3_mk_not(z, s) : s;
  }
  Z3_ast c = n == 0 ? Z3_mk_false(z) : n == 1 ? pr->lits[0] : Z3_mk_or(z, (unsigned)n, pr->lits);
  Z3_solver_assert(z, sat, c);
}

/* Teach the generator the input of m: a copy of the program on that
 * input, whose assertions must all hold. */
static int learn_input(pruner *pr, Z3_model m, Z3_solver sat) {
  Z3_context z = pr->z;
  if (pr->ncopies >= LEARN_LIMIT) return 0;
  failing_input in = failing_of_model(pr->env.b, m);
  Z3_ast fixed;
  bmc *c = failing_copy(pr->env.p, pr->env.bo, &in, &fixed);
  free(in.v);
  if (!c) return 0;  /* cannot happen: the encoding is deterministic */
  int n = bmc_nsites(c);
  Z3_ast *parts = xmalloc(sizeof *parts * ((size_t)n + 2));
  parts[0] = fixed;
  parts[1] = Z3_mk_not(z, bmc_violation(c));
  for (int i = 0; i < n; i++) parts[i + 2] = Z3_mk_eq(z, bmc_site(c, i)->lhs, bmc_site(c, i)->rhs);
  /* the generator's solver is incremental and would bit-blast the whole
   * copy; with the input fixed, most of it (against a --reference: the
   * reference, the stdio models) folds to constants first */
  Z3_ast whole = Z3_mk_and(z, (unsigned)n + 2, parts);
  Z3_solver_assert(z, sat, bmc_presolve(z, whole, (unsigned)pr->env.ms->nmuts, pr->env.sel));
  free(parts);
  pr->copies = xrealloc(pr->copies, sizeof *pr->copies * (size_t)(pr->ncopies + 1));
  pr->copies[pr->ncopies++] = c;
  return 1;
}

/* The slice reads the selection literals' values from the model; a
 * solver that folded them away during preprocessing might not report
 * them as asserted, and a wrong value would follow the wrong branch. */
static int model_has_candidate(pruner *pr, Z3_model m, const int *chosen) {
  for (int j = 0; j < pr->env.ms->nmuts; j++) {
    Z3_ast v;
    if (!Z3_model_eval(pr->z, m, pr->env.sel[j], 1, &v)) return 0;
    if ((Z3_get_bool_value(pr->z, v) == Z3_L_TRUE) != (chosen[j] != 0)) return 0;
  }
  return 1;
}

void prune_learn(pruner *pr, Z3_model m, const int *chosen, Z3_solver sat, prune_stats *st) {
  int nmuts = pr->env.ms->nmuts;
  int nt = -1;  /* touched literals, when fl ran */
  if (pr->sl && model_has_candidate(pr, m, chosen)) {
    double t0 = clock_now();
    slice_out out;
    slice_run(pr->sl, m, -1, &out);
    memset(pr->touched, 0, (size_t)nmuts);
    nt = 0;
    for (int i = 0; i < out.nleaves; i++) {
      int j = idmap_get(pr->selidx, Z3_get_ast_id(pr->z, out.leaves[i]), -1);
      if (j >= 0 && !pr->touched[j]) {
        pr->touched[j] = 1;
        pr->core[nt++] = j;
      }
    }
    slice_out_free(&out);
    st->fl_s += clock_now() - t0;
  }
  int nk = -1;
  if (pr->va) {
    double t0 = clock_now();
    nk = vars_explain(pr->va, m, chosen, nt >= 0 ? pr->touched : NULL, nt >= 0 ? pr->core + nt : pr->core);
    st->vars_s += clock_now() - t0;
  }
  /* a core found inside fl's literals says more than they do */
  if (nk >= 0) {
    differ(pr, nt >= 0 ? pr->core + nt : pr->core, nk, chosen, sat);
    st->vars_clauses++;
    st->vars_literals += nk;
  } else if (nt >= 0) {
    differ(pr, pr->core, nt, chosen, sat);
    st->fl_clauses++;
    st->fl_literals += nt;
  }
  if (pr->modes & PRUNE_CEX) {
    double t0 = clock_now();
    st->inputs_learned += learn_input(pr, m, sat);
    st->cex_s += clock_now() - t0;
  }
}

/* vars.c - free a site's values, ask for an unsat core. */
#include "repair/mutation/vars.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "util/arena.h"
#include "util/idmap.h"

/* the first core's budget, in Z3's resource units (factorial's cores
 * take 6-40 k; leap's against its reference did not come within 10 M,
 * 2.5 s) */
#define VARS_BASE_RL 2000000.0

struct vars {
  Z3_context z;
  const bmc *b;
  const mut_space *ms;
  const Z3_ast *sel;
  Z3_solver s;             /* program with guarded site definitions, and "no property fails" */
  int nsites;
  Z3_ast *keep;            /* per mutation site, NULL when it cannot be freed */
  int nfree;
  int nenv;
  Z3_ast *env;             /* constants without definition other than selection literals */
  idmap *selidx;           /* AST id of a selection literal -> mutation index */
  Z3_ast *assume;          /* scratch */
  double timeout_s;
  int nok;                 /* explanations found, and their work */
  double ok_rl;
};

/* ---- which sites can be freed --------------------------------------- */

typedef struct own {
  vars *v;
  idmap *defined;          /* AST id of a defined constant -> 1 */
  idmap *owner;            /* AST id -> mutation site of the root that reached it first (-1: none) */
  idmap *poisoned;         /* AST id -> 1: selection literals below already blamed */
  idmap *isenv;
  char *bad;               /* per mutation site: an effect escapes its definitions */
  int nenv, capenv;
  Z3_ast *env;
  int n, cap;
  Z3_ast *stack;
} own;

static void spush(own *o, Z3_ast t) { VEC_PUSH(o->stack, o->n, o->cap, t); }

/* Every selection literal below t (not crossing defined constants) is
 * reachable from two different roots: blame the sites they belong to. */
static void poison(own *o, Z3_ast t) {
  Z3_context z = o->v->z;
  int base = o->n;
  spush(o, t);
  while (o->n > base) {
    Z3_ast u = o->stack[--o->n];
    unsigned id = Z3_get_ast_id(z, u);
    if (idmap_get(o->poisoned, id, 0) || Z3_get_ast_kind(z, u) != Z3_APP_AST) continue;
    idmap_put(o->poisoned, id, 1);
    if (bmc_is_name(z, u)) {
      int j = idmap_get(o->v->selidx, id, -1);
      if (j >= 0) o->bad[o->v->ms->muts[j].site] = 1;
      continue;
    }
    Z3_app a = Z3_to_app(z, u);
    for (unsigned i = 0; i < Z3_get_app_num_args(z, a); i++) spush(o, Z3_get_app_arg(z, a, i));
  }
}

/* Walk root on behalf of site `who` (-1: not a site's definition). */
static void reach(own *o, Z3_ast root, int who) {
  Z3_context z = o->v->z;
  int base = o->n;
  spush(o, root);
  while (o->n > base) {
    Z3_ast t = o->stack[--o->n];
    if (Z3_get_ast_kind(z, t) != Z3_APP_AST) continue;
    unsigned id = Z3_get_ast_id(z, t);
    int first = idmap_get(o->owner, id, -2);
    if (first != -2) {
      if (first != who) poison(o, t);
      continue;
    }
    idmap_put(o->owner, id, who);
    Z3_app a = Z3_to_app(z, t);
    if (bmc_is_name(z, t)) {
      int j = idmap_get(o->v->selidx, id, -1);
      if (j >= 0) {
        if (o->v->ms->muts[j].site != who) o->bad[o->v->ms->muts[j].site] = 1;
      } else if (!idmap_get(o->defined, id, 0) && !idmap_get(o->isenv, id, 0)) {
        idmap_put(o->isenv, id, 1);
        VEC_PUSH(o->env, o->nenv, o->capenv, t);
      }
      continue;
    }
    for (unsigned i = 0; i < Z3_get_app_num_args(z, a); i++) spush(o, Z3_get_app_arg(z, a, i));
  }
}

typedef struct owner_map {
  int *of;                 /* expression id -> mutation site */
  int cur;
} owner_map;

static void mark(void *ctx, const ir_expr *e) {
  owner_map *m = ctx;
  m->of[e->id] = m->cur;
}

/* Mutation site of each site definition, or -1. */
static int *def_owners(const bmc *b, const mut_space *ms) {
  const ir_prog *p = bmc_prog(b);
  owner_map m = {xmalloc(sizeof(int) * ((size_t)p->nexprs + 1)), 0};
  for (int i = 0; i < p->nexprs; i++) m.of[i] = -1;
  for (int s = 0; s < ms->nsites; s++) {
    m.cur = s;
    ir_expr_walk(ms->sites[s].root, mark, &m);
  }
  int *owner = xmalloc(sizeof *owner * ((size_t)bmc_nsites(b) + 1));
  for (int i = 0; i < bmc_nsites(b); i++) owner[i] = m.of[bmc_site(b, i)->site->id];
  free(m.of);
  return owner;
}

static void analyse(vars *v, const int *owner) {
  const bmc *b = v->b;
  Z3_context z = v->z;
  own o = {.v = v, .defined = idmap_new(), .owner = idmap_new(), .poisoned = idmap_new(), .isenv = idmap_new(),
           .bad = xcalloc((size_t)v->nsites + 1, 1)};
  for (int i = 0; i < bmc_nsites(b); i++) idmap_put(o.defined, Z3_get_ast_id(z, bmc_site(b, i)->lhs), 1);
  for (int i = 0; i < bmc_nhard(b); i++) {
    Z3_ast h = bmc_hard(b, i);  /* `c = t` defines c */
    if (Z3_get_ast_kind(z, h) == Z3_APP_AST && Z3_get_app_num_args(z, Z3_to_app(z, h)) == 2)
      idmap_put(o.defined, Z3_get_ast_id(z, Z3_get_app_arg(z, Z3_to_app(z, h), 0)), 1);
  }
  for (int i = 0; i < bmc_nsites(b); i++) reach(&o, bmc_site(b, i)->rhs, owner[i]);
  for (int i = 0; i < bmc_nhard(b); i++) reach(&o, bmc_hard(b, i), -1);
  for (int i = 0; i < bmc_nprops(b); i++) reach(&o, bmc_propat(b, i)->viol, -1);
  /* a site never evaluated within the bound has nothing to free */
  char *has_def = xcalloc((size_t)v->nsites + 1, 1);
  for (int i = 0; i < bmc_nsites(b); i++)
    if (owner[i] >= 0) has_def[owner[i]] = 1;
  for (int s = 0; s < v->nsites; s++) {
    if (o.bad[s] || !has_def[s]) continue;
    char name[32];
    snprintf(name, sizeof name, "keep!%d", s);
    v->keep[s] = Z3_mk_const(z, Z3_mk_string_symbol(z, name), Z3_mk_bool_sort(z));
    v->nfree++;
  }
  v->env = o.env;
  v->nenv = o.nenv;
  free(has_def);
  free(o.bad);
  free(o.stack);
  idmap_free(o.defined);
  idmap_free(o.owner);
  idmap_free(o.poisoned);
  idmap_free(o.isenv);
}

/* ---- the query -------------------------------------------------------- */

vars *vars_new(const bmc *b, const mut_space *ms, const Z3_ast *sel, double timeout_s) {
  vars *v = xcalloc(1, sizeof *v);
  Z3_context z = v->z = bmc_ctx(b);
  v->b = b;
  v->ms = ms;
  v->sel = sel;
  v->nsites = ms->nsites;
  v->keep = xcalloc((size_t)ms->nsites + 1, sizeof *v->keep);
  v->assume = xmalloc(sizeof *v->assume * ((size_t)ms->nmuts + (size_t)ms->nsites + 1));
  v->selidx = idmap_new();
  for (int j = 0; j < ms->nmuts; j++) idmap_put(v->selidx, Z3_get_ast_id(z, sel[j]), j);
  int *owner = def_owners(b, ms);
  analyse(v, owner);

  v->s = bmc_bv_solver(z, timeout_s);
  v->timeout_s = timeout_s;
  for (int i = 0; i < bmc_nhard(b); i++) Z3_solver_assert(z, v->s, bmc_hard(b, i));
  for (int i = 0; i < bmc_nsites(b); i++) {
    const bmc_site_def *d = bmc_site(b, i);
    Z3_ast eq = Z3_mk_eq(z, d->lhs, d->rhs);
    Z3_ast k = owner[i] >= 0 ? v->keep[owner[i]] : NULL;
    Z3_solver_assert(z, v->s, k ? Z3_mk_implies(z, k, eq) : eq);
  }
  Z3_solver_assert(z, v->s, Z3_mk_not(z, bmc_violation(b)));
  free(owner);
  return v;
}

void vars_free(vars *v) {
  if (!v) return;
  Z3_solver_dec_ref(v->z, v->s);
  free(v->keep);
  free(v->env);
  free(v->assume);
  idmap_free(v->selidx);
  free(v);
}

int vars_nfree(const vars *v) { return v->nfree; }

int vars_explain(vars *v, Z3_model m, const int *chosen, const char *only, int *out) {
  Z3_context z = v->z;
  Z3_solver_push(z, v->s);
  /* the failing run's environment: inputs and undefined values */
  for (int i = 0; i < v->nenv; i++) {
    Z3_ast val;
    if (Z3_model_eval(z, m, v->env[i], 1, &val)) Z3_solver_assert(z, v->s, Z3_mk_eq(z, v->env[i], val));
  }
  int n = 0;
  for (int s = 0; s < v->nsites; s++)
    if (v->keep[s]) v->assume[n++] = v->keep[s];
  for (int j = 0; j < v->ms->nmuts; j++)
    if (!only || only[j]) v->assume[n++] = chosen[j] ? v->sel[j] : Z3_mk_not(z, v->sel[j]);
  /* a core is worth a few times what the earlier ones cost, and never a
   * validation's time: a failing candidate costs a validation anyway (a
   * run of the --reference harness: 2-7 s for a first core against 0.1 s
   * for a validation that shares terms) */
  double budget = VARS_BASE_RL + 4 * (v->nok ? v->ok_rl / v->nok : 0);
  bmc_solver_limits(z, v->s, v->timeout_s, budget > UINT_MAX ? UINT_MAX : (unsigned)budget);
  double rl0 = bmc_solver_work(z, v->s);
  Z3_lbool r = Z3_solver_check_assumptions(z, v->s, (unsigned)n, v->assume);
  int k = -1;
  if (r == Z3_L_FALSE) {
    v->nok++;
    v->ok_rl += bmc_solver_work(z, v->s) - rl0;
    Z3_ast_vector core = Z3_solver_get_unsat_core(z, v->s);
    Z3_ast_vector_inc_ref(z, core);
    k = 0;
    for (unsigned i = 0; i < Z3_ast_vector_size(z, core); i++) {
      Z3_ast lit = Z3_ast_vector_get(z, core, i);
      if (Z3_is_app(z, lit) && Z3_get_decl_kind(z, Z3_get_app_decl(z, Z3_to_app(z, lit))) == Z3_OP_NOT)
        lit = Z3_get_app_arg(z, Z3_to_app(z, lit), 0);
      int j = idmap_get(v->selidx, Z3_get_ast_id(z, lit), -1);
      if (j >= 0) out[k++] = j;
    }
    Z3_ast_vector_dec_ref(z, core);
  }
  Z3_solver_pop(z, v->s, 1);
  return k;
}

/* cegis.c - Eq. 5 / Eq. 6 alternation with Z3's optimizer. */
#include "repair/templates/cegis.h"

#include <stdlib.h>
#include <string.h>

#include "repair/templates/template.h"
#include "util/arena.h"
#include "util/clock.h"

/* Budgets in Z3 resource units (`rlimit`), not seconds, so that which
 * query gives up, and so which repair is printed, is the same on a fast
 * machine, a slow one and a loaded one; here 1 s is some 4-7 million.
 * Time bounds the whole diagnosis only: its budget in CPU seconds (the
 * same on a loaded machine) and the user's --timeout on the wall clock.
 * The counterexample search gets this much per round before a plain
 * solver (without the preference for large values) takes over: */
#define NASTY_RL 40000000u
/* likewise the optimizer that proposes parameters: past this, a greedy
 * pass over the same preferences on the incremental solver proposes, for
 * the rest of the diagnosis (the store only grows) */
#define SIMPLE_RL 20000000u
/* a proposal of a cheap shape (template.h): past this, its loop ends */
#define CHEAP_RL 4000000u
/* and each greedy step: a preference it cannot settle is dropped */
#define GREEDY_RL 2000000u

/* Eq. 5: the store of inputs, asserted to an optimizer and a solver. */
typedef struct proposer {
  Z3_context z;
  Z3_optimize o;
  Z3_solver s;
  int use_opt;
  unsigned rl;             /* the optimizer's units per proposal; past them */
  int no_greedy;           /* the loop gives up instead of going greedy */
  int npref;
  Z3_ast *pref;            /* preferences, most important first */
  /* TMPL_FEW: the store solved by SAT, stage by stage (tmpl_stage) */
  int staged, stage;
  int nhard, caphard;
  Z3_ast *hard;            /* everything asserted */
  Z3_ast stages[TMPL_STAGES];
  Z3_tactic tac;
} proposer;

static void prop_assert(proposer *pr, Z3_ast a) {
  Z3_optimize_assert(pr->z, pr->o, a);
  Z3_solver_assert(pr->z, pr->s, a);
  if (!pr->staged) return;
  if (pr->nhard == pr->caphard) {
    pr->caphard = pr->caphard ? 2 * pr->caphard : 64;
    pr->hard = xrealloc(pr->hard, sizeof *pr->hard * (size_t)pr->caphard);
  }
  pr->hard[pr->nhard++] = a;
}

typedef struct run {
  const ir_prog *p;
  Z3_context z;
  bmc_opts bo;
  int n;
  tmpl *t;
  int *pos;                /* expression id -> template index, -1 */
  int ncopies;
  bmc **copies;
  Z3_ast defs0, fails0;    /* the main encoding's definitions and failure (Eq. 6) */
  int nparams;
  unsigned *params;        /* the templates' parameters (AST ids): never propagated away */
} run;

const char *cegis_status_str(cegis_status s) {
  static const char *names[] = {"found", "none", "limit", "unsupported", "error"};
  return names[s];
}

/* The program's site definitions, the diagnosis' sites by their
 * templates; *wraps: some template evaluation on the run would overflow. */
static Z3_ast definitions(run *u, const bmc *c, Z3_ast *wraps) {
  Z3_context z = u->z;
  int n = bmc_nsites(c);
  Z3_ast *parts = xmalloc(sizeof *parts * (2 * (size_t)n + 1));
  Z3_ast *bad = xmalloc(sizeof *bad * ((size_t)n + 1));
  int k = 0, nb = 0;
  for (int i = 0; i < n; i++) {
    const bmc_site_def *d = bmc_site(c, i);
    int j = u->pos[d->site->id];
    if (j < 0) {
      parts[k++] = Z3_mk_eq(z, d->lhs, d->rhs);
    } else {
      Z3_ast side, w;
      /* a variable whose value at the site is still the one it was
       * declared with (never assigned: a cell input of the encoding) is
       * no template variable there: the printed C would read an
       * indeterminate value, and the proposals would key on it */
      bmc_site_def dd = *d;
      Z3_ast *watch = xmalloc(sizeof *watch * ((size_t)d->nwatch + 1));
      for (int v = 0; v < d->nwatch; v++)
        watch[v] = d->watch[v] && bmc_cell_kind_of(c, d->watch[v]) == BMC_CELL_UNINIT ? NULL : d->watch[v];
      dd.watch = watch;
      parts[k++] = Z3_mk_eq(z, d->lhs, tmpl_value(&u->t[j], z, &dd, &side, &w));
      free(watch);
      parts[k++] = side;
      bad[nb++] = Z3_mk_and(z, 2, (Z3_ast[]){d->guard, w});
    }
  }
  Z3_ast r = k == 0 ? Z3_mk_true(z) : Z3_mk_and(z, (unsigned)k, parts);
  *wraps = nb == 0 ? Z3_mk_false(z) : Z3_mk_or(z, (unsigned)nb, bad);
  free(parts);
  free(bad);
  return r;
}

/* Some property fails, or a template overflows, on c's run. */
static Z3_ast failure(run *u, const bmc *c, Z3_ast *defs) {
  Z3_ast wraps;
  *defs = definitions(u, c, &wraps);
  return Z3_mk_or(u->z, 2, (Z3_ast[]){bmc_violation(c), wraps});
}

/* ---- a stored run, specialised to its input ----
 * A stored copy fixes every input, so everything but what the templates'
 * parameters reach is a constant; the solver would still bit-blast the
 * whole program per copy (a proposal of TMPL_FEW took seconds).  Values
 * are propagated here instead: a conjunct `x = constant` (x a constant
 * of the copy, never a parameter) replaces x everywhere, until nothing
 * changes.  What remains says the same of the parameters. */

#define SPEC_ROUNDS 256

static int is_param(const run *u, Z3_ast a) {
  unsigned id = Z3_get_ast_id(u->z, a);
  for (int i = 0; i < u->nparams; i++)
    if (u->params[i] == id) return 1;
  return 0;
}

/* An uninterpreted constant of the copy (not a parameter). */
static int is_sym(const run *u, Z3_ast a) {
  Z3_context z = u->z;
  if (Z3_get_ast_kind(z, a) != Z3_APP_AST) return 0;
  Z3_app ap = Z3_to_app(z, a);
  return Z3_get_app_num_args(z, ap) == 0 && Z3_get_decl_kind(z, Z3_get_app_decl(z, ap)) == Z3_OP_UNINTERPRETED &&
         !is_param(u, a);
}

static int is_value(Z3_context z, Z3_ast a) {
  if (Z3_get_sort_kind(z, Z3_get_sort(z, a)) == Z3_BOOL_SORT) return Z3_get_bool_value(z, a) != Z3_L_UNDEF;
  return Z3_get_sort_kind(z, Z3_get_sort(z, a)) == Z3_BV_SORT && Z3_is_numeral_ast(z, a);
}

typedef struct subst {
  int n, cap;
  Z3_ast *from, *to;
} subst;

static void subst_add(subst *s, Z3_ast from, Z3_ast to) {
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 64;
    s->from = xrealloc(s->from, sizeof *s->from * (size_t)s->cap);
    s->to = xrealloc(s->to, sizeof *s->to * (size_t)s->cap);
  }
  s->from[s->n] = from;
  s->to[s->n++] = to;
}

/* The values a conjunct c fixes (`x = 5`, `b`, `!b`), into s. */
static void fixes(const run *u, Z3_ast c, subst *s) {
  Z3_context z = u->z;
  if (Z3_get_ast_kind(z, c) != Z3_APP_AST) return;
  if (is_sym(u, c)) {
    subst_add(s, c, Z3_mk_true(z));
    return;
  }
  Z3_app ap = Z3_to_app(z, c);
  Z3_decl_kind k = Z3_get_decl_kind(z, Z3_get_app_decl(z, ap));
  if (k == Z3_OP_NOT && is_sym(u, Z3_get_app_arg(z, ap, 0))) {
    subst_add(s, Z3_get_app_arg(z, ap, 0), Z3_mk_false(z));
  } else if (k == Z3_OP_EQ) {
    Z3_ast a = Z3_get_app_arg(z, ap, 0), b = Z3_get_app_arg(z, ap, 1);
    if (is_sym(u, a) && is_value(z, b)) subst_add(s, a, b);
    else if (is_sym(u, b) && is_value(z, a)) subst_add(s, b, a);
  }
}

static Z3_ast specialise(const run *u, Z3_ast a) {
  Z3_context z = u->z;
  subst s = {0};
  for (int round = 0; round < SPEC_ROUNDS; round++) {
    a = Z3_simplify(z, a);
    s.n = 0;
    if (Z3_get_ast_kind(z, a) == Z3_APP_AST && Z3_get_decl_kind(z, Z3_get_app_decl(z, Z3_to_app(z, a))) == Z3_OP_AND) {
      Z3_app ap = Z3_to_app(z, a);
      for (unsigned i = 0; i < Z3_get_app_num_args(z, ap); i++) fixes(u, Z3_get_app_arg(z, ap, i), &s);
    } else {
      fixes(u, a, &s);
    }
    if (s.n == 0) break;
    a = Z3_substitute(z, a, (unsigned)s.n, s.from, s.to);
  }
  free(s.from);
  free(s.to);
  return a;
}

/* Eq. 5 gains input in: the candidate must pass it. */
static int store(run *u, proposer *pr, const failing_input *in) {
  Z3_ast fixed;
  bmc *c = failing_copy(u->p, &u->bo, in, &fixed);
  if (!c) return 0;
  Z3_ast defs, fails = failure(u, c, &defs);
  Z3_ast all = Z3_mk_and(u->z, 3, (Z3_ast[]){fixed, defs, Z3_mk_not(u->z, fails)});
  prop_assert(pr, specialise(u, all));
  u->copies = xrealloc(u->copies, sizeof *u->copies * (size_t)(u->ncopies + 1));
  u->copies[u->ncopies++] = c;
  return 1;
}

/* Soft: each input far from zero (seed 004 §III-G). */
static void prefer_large(Z3_context z, Z3_optimize o, const bmc *b) {
  for (int i = 0; i < bmc_ninputs(b); i++) {
    const bmc_input *in = bmc_inputat(b, i);
    if (Z3_get_sort_kind(z, Z3_get_sort(z, in->term)) != Z3_BV_SORT) continue;  /* a float input */
    unsigned w = Z3_get_bv_sort_size(z, Z3_get_sort(z, in->term));
    if (w < 4) continue;
    unsigned e = w - 2 < 20 ? w - 2 : 20;
    Z3_sort s = Z3_get_sort(z, in->term);
    Z3_ast big = Z3_mk_unsigned_int64(z, UINT64_C(1) << e, s);
    Z3_ast far = in->type->is_signed ? Z3_mk_or(z, 2, (Z3_ast[]){Z3_mk_bvsge(z, in->term, big),
                                                                   Z3_mk_bvsle(z, in->term, Z3_mk_bvneg(z, big))})
                                     : Z3_mk_bvuge(z, in->term, big);
    Z3_optimize_assert_soft(z, o, far, "1", Z3_mk_string_symbol(z, "nasty"));
  }
}

/* An optimizer's per-check limits: seconds (0 = none) and resource units. */
static void opt_limits(Z3_context z, Z3_optimize o, double s, unsigned rlimit) {
  Z3_params ps = bmc_limit_params(z, s, rlimit);
  Z3_optimize_set_params(z, o, ps);
  Z3_params_dec_ref(z, ps);
}

/* Is the diagnosis bounded in time at all, and how long is left (the
 * smaller of the two bounds; also each query's time limit)? */
static int timed(const cegis_opts *o) { return o->deadline > 0 || o->cpu_deadline > 0; }
static double left(const cegis_opts *o) { return clock_left(o->deadline, o->cpu_deadline); }

static Z3_model solver_model(Z3_context z, Z3_solver s) {
  Z3_model m = Z3_solver_get_model(z, s);
  Z3_model_inc_ref(z, m);
  return m;
}

/* ---- TMPL_FEW's proposals: stages solved by SAT ----
 * The optimizer weighing a dozen coefficients' preferences took seconds
 * a proposal of the three-variable shape even on a ten-line program;
 * the same store with its values propagated, bit-blasted and handed to
 * the SAT solver took a tenth of that.  The preferences become stages
 * (tmpl_stage), each a hard bound: the first that leaves parameters
 * proposes, and a stage without any is done with for good, since the
 * store only grows.  Each call is bounded in SAT conflicts (work). */
#define FEW_CONFLICTS 100000

static Z3_tactic staged_tactic(Z3_context z) {
  static const char *const steps[] = {"simplify", "propagate-values", "solve-eqs", "bit-blast", "sat"};
  Z3_tactic t = NULL;
  for (int i = 4; i >= 0; i--) {
    Z3_tactic s = Z3_mk_tactic(z, steps[i]);
    Z3_tactic_inc_ref(z, s);
    if (i == 4) {
      Z3_params ps = Z3_mk_params(z);
      Z3_params_inc_ref(z, ps);
      Z3_params_set_uint(z, ps, Z3_mk_string_symbol(z, "max_conflicts"), FEW_CONFLICTS);
      Z3_tactic b = Z3_tactic_using_params(z, s, ps);
      Z3_tactic_inc_ref(z, b);
      Z3_params_dec_ref(z, ps);
      Z3_tactic_dec_ref(z, s);
      s = b;
    }
    if (t) {
      Z3_tactic b = Z3_tactic_and_then(z, s, t);
      Z3_tactic_inc_ref(z, b);
      Z3_tactic_dec_ref(z, s);
      Z3_tactic_dec_ref(z, t);
      s = b;
    }
    t = s;
  }
  return t;
}

static int propose_staged(proposer *pr, const cegis_opts *o, Z3_model *m) {
  Z3_context z = pr->z;
  for (; pr->stage < TMPL_STAGES; pr->stage++) {
    if (timed(o) && left(o) <= 0) return -1;
    Z3_goal g = Z3_mk_goal(z, 1, 0, 0);
    Z3_goal_inc_ref(z, g);
    for (int i = 0; i < pr->nhard; i++) Z3_goal_assert(z, g, pr->hard[i]);
    Z3_goal_assert(z, g, pr->stages[pr->stage]);
    Z3_apply_result r = Z3_tactic_apply(z, pr->tac, g);
    Z3_apply_result_inc_ref(z, r);
    int res = -1;
    if (Z3_apply_result_get_num_subgoals(z, r) == 1) {
      Z3_goal sg = Z3_apply_result_get_subgoal(z, r, 0);
      Z3_goal_inc_ref(z, sg);
      if (Z3_goal_is_decided_sat(z, sg)) {
        /* an empty model, not NULL: a goal decided before the SAT step
         * has no model of its own to convert (Z3 4.8 crashes) */
        Z3_model e = Z3_mk_model(z);
        Z3_model_inc_ref(z, e);
        *m = Z3_goal_convert_model(z, sg, e);
        Z3_model_inc_ref(z, *m);
        Z3_model_dec_ref(z, e);
        res = 1;
      } else if (Z3_goal_is_decided_unsat(z, sg)) {
        res = 0;
      }
      Z3_goal_dec_ref(z, sg);
    }
    Z3_apply_result_dec_ref(z, r);
    Z3_goal_dec_ref(z, g);
    if (res != 0) return res;
  }
  return 0;
}

/* Parameters for every stored input, simple ones preferred: 1 and *m
 * (referenced), 0 when there are none, -1 when undecided. */
static int propose(proposer *pr, const cegis_opts *o, Z3_model *m) {
  Z3_context z = pr->z;
  double budget = left(o);
  if (timed(o) && budget <= 0) return -1;
  if (pr->staged) return propose_staged(pr, o, m);
  if (pr->use_opt) {
    opt_limits(z, pr->o, budget, pr->rl);
    Z3_lbool r = Z3_optimize_check(z, pr->o, 0, NULL);
    if (r == Z3_L_FALSE) return 0;
    if (r == Z3_L_TRUE) {
      *m = Z3_optimize_get_model(z, pr->o);
      Z3_model_inc_ref(z, *m);
      return 1;
    }
    if (pr->no_greedy) return -1;
    pr->use_opt = 0;
  }
  /* greedy: keep each preference that still leaves some parameters */
  bmc_solver_limits(z, pr->s, left(o), 0);
  Z3_lbool r = Z3_solver_check(z, pr->s);
  if (r != Z3_L_TRUE) return r == Z3_L_FALSE ? 0 : -1;
  *m = solver_model(z, pr->s);
  Z3_ast *kept = xmalloc(sizeof *kept * ((size_t)pr->npref + 1));
  int nk = 0;
  for (int i = 0; i < pr->npref; i++) {
    Z3_ast v;
    /* already true in the current model: keep it without a call */
    if (Z3_model_eval(z, *m, pr->pref[i], 1, &v) && Z3_get_bool_value(z, v) == Z3_L_TRUE) {
      kept[nk++] = pr->pref[i];
      continue;
    }
    kept[nk] = pr->pref[i];
    double b = left(o);
    if (timed(o) && b <= 0) break;
    bmc_solver_limits(z, pr->s, b, GREEDY_RL);
    if (Z3_solver_check_assumptions(z, pr->s, (unsigned)nk + 1, kept) == Z3_L_TRUE) {
      Z3_model_dec_ref(z, *m);
      *m = solver_model(z, pr->s);
      nk++;
    }
  }
  free(kept);
  return 1;
}

/* The inputs of a model fresh from a check (held while they are read). */
static failing_input input_of(Z3_context z, bmc *b0, Z3_model m) {
  Z3_model_inc_ref(z, m);
  failing_input in = failing_of_model(b0, m);
  Z3_model_dec_ref(z, m);
  return in;
}

/* Eq. 6 for the instance `fix`: 1 and *cex when an input fails it, 0
 * when none does, -1 when undecided. */
static int refute(run *u, const cegis_opts *o, bmc *b0, Z3_optimize o6, Z3_ast fix, failing_input *cex) {
  Z3_context z = u->z;
  double budget = left(o);
  if (timed(o) && budget <= 0) return -1;
  opt_limits(z, o6, budget, NASTY_RL);
  Z3_optimize_push(z, o6);
  Z3_optimize_assert(z, o6, fix);
  Z3_lbool r = Z3_optimize_check(z, o6, 0, NULL);
  if (r == Z3_L_TRUE) *cex = input_of(z, b0, Z3_optimize_get_model(z, o6));
  Z3_optimize_pop(z, o6);
  if (r != Z3_L_UNDEF) return r == Z3_L_TRUE;
  /* no time for nastiness: any counterexample will do */
  budget = left(o);
  if (timed(o) && budget <= 0) return -1;
  Z3_solver s = bmc_bv_solver(z, budget);
  for (int i = 0; i < bmc_nhard(b0); i++) Z3_solver_assert(z, s, bmc_hard(b0, i));
  Z3_solver_assert(z, s, u->defs0);
  Z3_solver_assert(z, s, u->fails0);
  Z3_solver_assert(z, s, fix);
  r = Z3_solver_check(z, s);
  if (r == Z3_L_TRUE) *cex = input_of(z, b0, Z3_solver_get_model(z, s));
  Z3_solver_dec_ref(z, s);
  return r == Z3_L_UNDEF ? -1 : r == Z3_L_TRUE;
}

void cegis_run(const ir_prog *p, const ir_expr *const *delta, int n, const cegis_opts *o, cegis_result *r,
               FILE *diag) {
  memset(r, 0, sizeof *r);
  double t0 = clock_now();
  run u = {.p = p, .z = bmc_new_context(), .bo = *o->bo, .n = n, .t = xcalloc((size_t)n + 1, sizeof(tmpl))};
  Z3_context z = u.z;
  bmc_watch *watch = xcalloc((size_t)p->nexprs + 1, sizeof *watch);
  u.pos = xmalloc(sizeof *u.pos * ((size_t)p->nexprs + 1));
  for (int i = 0; i < p->nexprs; i++) u.pos[i] = -1;
  for (int j = 0; j < n; j++) {
    watch[delta[j]->id] = o->scope->watch[delta[j]->id];
    u.pos[delta[j]->id] = j;
  }
  u.bo.ctx = z;
  u.bo.watch = watch;
  u.bo.alts = NULL;
  u.bo.skip = NULL;
  Z3_optimize o6 = NULL;
  /* a cheap shape whose proposals are hard is not cheap here: its loop
   * ends (limit) and the next diagnosis gets the time (TMPL_FEW, whose
   * product makes every proposal a few seconds' work, gets the whole
   * template's budget) */
  proposer pr = {.z = z, .use_opt = 1, .rl = o->shape == TMPL_ANY || o->shape == TMPL_FEW ? SIMPLE_RL : CHEAP_RL,
                 .no_greedy = o->shape != TMPL_ANY};
  int ninit = 0;
  bmc *b0 = bmc_encode(p, &u.bo, diag);
  r->status = CEGIS_ERROR;
  if (!b0) goto done;

  /* each component's shape, from one of its evaluations */
  r->status = CEGIS_UNSUPPORTED;
  for (int j = 0; j < n; j++) {
    const bmc_site_def *d = NULL;
    for (int i = 0; i < bmc_nsites(b0) && !d; i++)
      if (bmc_site(b0, i)->site == delta[j]) d = bmc_site(b0, i);
    if (!d) goto done;  /* never evaluated within the bound */
    Z3_sort s = Z3_get_sort(z, d->lhs);
    int cond = Z3_get_sort_kind(z, s) == Z3_BOOL_SORT;
    if (!tmpl_supported(delta[j], cond, o->shape)) goto done;
    tmpl_init(&u.t[j], p, z, delta[j], cond, cond ? 1 : (int)Z3_get_bv_sort_size(z, s), &watch[delta[j]->id], j,
              o->shape);
    u.t[j].nlits = o->nlits;
    u.t[j].lits = o->lits;
    ninit++;
  }
  /* the parameters, which specialise() must leave alone */
  for (int j = 0; j < n; j++) {
    u.params = xrealloc(u.params, sizeof *u.params * ((size_t)(u.nparams + u.t[j].nvars + 2)));
    for (int i = 0; i < u.t[j].nvars; i++) u.params[u.nparams++] = Z3_get_ast_id(z, u.t[j].k[i]);
    u.params[u.nparams++] = Z3_get_ast_id(z, u.t[j].k0);
    if (u.t[j].tcond) u.params[u.nparams++] = Z3_get_ast_id(z, u.t[j].op);
  }

  if (o->shape == TMPL_FEW) {
    pr.staged = 1;
    pr.tac = staged_tactic(z);
    for (int st = 0; st < TMPL_STAGES; st++) {
      Z3_ast *b = xmalloc(sizeof *b * ((size_t)n + 1));
      for (int j = 0; j < n; j++) b[j] = tmpl_stage(&u.t[j], z, st);
      pr.stages[st] = Z3_mk_and(z, (unsigned)n, b);
      free(b);
    }
  }
  pr.o = Z3_mk_optimize(z);
  Z3_optimize_inc_ref(z, pr.o);
  pr.s = bmc_bv_solver(z, 0);
  int np = 0;
  for (int j = 0; j < n; j++) np += tmpl_npref(&u.t[j]);
  pr.pref = xmalloc(sizeof *pr.pref * ((size_t)np + 1));
  for (int j = 0; j < n; j++) {
    prop_assert(&pr, tmpl_domain(&u.t[j], z));
    prop_assert(&pr, tmpl_in_shape(&u.t[j], z, o->shape));
    pr.npref += tmpl_preferences(&u.t[j], z, pr.pref + pr.npref);
  }
  for (int i = 0; i < pr.npref; i++)
    Z3_optimize_assert_soft(z, pr.o, pr.pref[i], "1", Z3_mk_string_symbol(z, "simple"));
  for (int i = 0; i < o->nseed; i++) {
    failing_input in = {o->seed[i].n, xmalloc(sizeof(Z3_ast) * ((size_t)o->seed[i].n + 1))};
    for (int k = 0; k < in.n; k++) in.v[k] = Z3_translate(o->seed_ctx, o->seed[i].v[k], z);
    int ok = store(&u, &pr, &in);
    free(in.v);
    if (!ok) {
      r->status = CEGIS_ERROR;
      goto done;
    }
  }
  /* what other loops learnt: a store that already holds them refutes a
   * wrong diagnosis in a round or two (an input that does not fit this
   * encoding is left out) */
  for (int i = 0; i < o->npool; i++) {
    failing_input in = {o->pool[i].n, xmalloc(sizeof(Z3_ast) * ((size_t)o->pool[i].n + 1))};
    for (int k = 0; k < in.n; k++) in.v[k] = Z3_translate(o->seed_ctx, o->pool[i].v[k], z);
    store(&u, &pr, &in);
    free(in.v);
  }
  o6 = Z3_mk_optimize(z);
  Z3_optimize_inc_ref(z, o6);
  for (int i = 0; i < bmc_nhard(b0); i++) Z3_optimize_assert(z, o6, bmc_hard(b0, i));
  u.fails0 = failure(&u, b0, &u.defs0);
  Z3_optimize_assert(z, o6, u.defs0);
  Z3_optimize_assert(z, o6, u.fails0);
  prefer_large(z, o6, b0);

  r->status = CEGIS_LIMIT;
  for (r->iterations = 0; r->iterations < o->max_iter; r->iterations++) {
    double budget = left(o);
    if (timed(o) && budget <= 0) break;
    Z3_model m = NULL;
    double tp = clock_now();
    int r5 = propose(&pr, o, &m);
    r->propose_s += clock_now() - tp;
    if (r5 == 0) {
      r->status = CEGIS_NONE;
      break;
    }
    if (r5 < 0) break;
    Z3_ast *fx = xmalloc(sizeof *fx * ((size_t)n + 1));
    for (int j = 0; j < n; j++) fx[j] = tmpl_fix(&u.t[j], z, m);
    Z3_ast fix = Z3_mk_and(z, (unsigned)n, fx);
    if (getenv("AMEND_DEBUG_TMPL") && atoi(getenv("AMEND_DEBUG_TMPL")) > 1)
      for (int j = 0; j < n; j++) {
        char *txt = tmpl_text(&u.t[j], z, m);
        fprintf(stderr, "[templates]   round %d proposes %s\n", r->iterations + 1, txt);
        free(txt);
      }
    free(fx);
    failing_input cex = {0, NULL};
    double tr = clock_now();
    int f = refute(&u, o, b0, o6, fix, &cex);
    r->refute_s += clock_now() - tr;
    if (f == 0) {
      r->status = CEGIS_FOUND;
      r->text = xcalloc((size_t)n + 1, sizeof *r->text);
      for (int j = 0; j < n; j++) r->text[j] = tmpl_text(&u.t[j], z, m);
    }
    Z3_model_dec_ref(z, m);
    if (f <= 0) break;
    int ok = store(&u, &pr, &cex);
    if (ok && o->seed_ctx) {
      failing_input back = {cex.n, xmalloc(sizeof(Z3_ast) * ((size_t)cex.n + 1))};
      for (int k = 0; k < cex.n; k++) back.v[k] = Z3_translate(z, cex.v[k], o->seed_ctx);
      r->learned = xrealloc(r->learned, sizeof *r->learned * ((size_t)r->nlearned + 1));
      r->learned[r->nlearned++] = back;
    }
    free(cex.v);
    if (!ok) {
      r->status = CEGIS_ERROR;
      break;
    }
  }
  if (r->status == CEGIS_FOUND) r->iterations++;

done:
  if (pr.o) Z3_optimize_dec_ref(z, pr.o);
  if (pr.s) Z3_solver_dec_ref(z, pr.s);
  free(pr.pref);
  free(pr.hard);
  if (pr.tac) Z3_tactic_dec_ref(z, pr.tac);
  if (o6) Z3_optimize_dec_ref(z, o6);
  for (int i = 0; i < u.ncopies; i++) bmc_free(u.copies[i]);
  free(u.copies);
  bmc_free(b0);
  for (int j = 0; j < ninit; j++) tmpl_free(&u.t[j]);
  free(u.t);
  free(u.pos);
  free(u.params);
  free(watch);
  bmc_del_context(z);
  r->elapsed_s = clock_now() - t0;
}

void cegis_result_free(cegis_result *r, int n) {
  for (int i = 0; i < r->nlearned; i++) free(r->learned[i].v);
  free(r->learned);
  r->learned = NULL;
  r->nlearned = 0;
  for (int j = 0; r->text && j < n; j++) free(r->text[j]);
  free(r->text);
  r->text = NULL;
}

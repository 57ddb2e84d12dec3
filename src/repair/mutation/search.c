/* search.c - the SAT/SMT cooperation that enumerates minimal repairs. */
#include "repair/mutation/mutation.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "repair/mutation/prune.h"
#include "oracle/failing.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"

const char *search_status_str(search_status s) {
  switch (s) {
  case SEARCH_EXHAUSTED: return "exhausted";
  case SEARCH_LIMIT: return "limit";
  case SEARCH_TIMEOUT: return "timeout";
  case SEARCH_CORRECT: return "correct";
  case SEARCH_ERROR: return "error";
  }
  return "?";
}

typedef struct engine {
  Z3_context z;
  bmc *b;
  Z3_solver smt;           /* the program: "some assertion fails" */
  Z3_solver sat;           /* selection literals only */
  int nsel;
  Z3_ast *sel;             /* one per mutation */
  int maxsel;              /* most literals a candidate can set */
  Z3_ast *assume;          /* scratch: a literal per mutation */
  int *chosen;
  const search_opts *o;
  const ir_prog *p;
  const mut_space *ms;
  int alone;               /* likely repairs are proven alone (validate_alone) */
  bmc_alts *alts;          /* by expression id: what the encoder varies */
  Z3_ast *skip;            /* by expression id: statement deletions */
  bmc_opts bo;
  pruner *pr;
  Z3_model model;          /* the last failed validation's run */
  int nfail;               /* failed validations in the shared solver */
  double fail_rl;          /* and their work, in Z3 resource units */
  double t0;
  double last_progress;
} engine;

/* The program under the literals, asked "does some property fail?"; once
 * (preprocessed) or under assumptions (the shared solver). */
static Z3_solver violation_solver(engine *e, int once) {
  Z3_solver s = once ? bmc_check_solver(e->z, e->o->timeout_s) : bmc_bv_solver(e->z, e->o->timeout_s);
  bmc_assert_program(e->b, s);
  Z3_solver_assert(e->z, s, bmc_violation(e->b));
  return s;
}

/* The generator's space: at most one alternative per node, at most
 * per_site mutations per site. */
static void space(engine *e, const mut_space *ms) {
  Z3_context z = e->z;
  int d = e->o->per_site > 0 ? e->o->per_site : 1;
  for (int i = 0; i < ms->nsites; i++) {
    const mut_site *s = &ms->sites[i];
    int nodes = 0;
    for (int j = s->first; j < s->first + s->n;) {
      int k = j;
      while (k < s->first + s->n && ms->muts[k].node == ms->muts[j].node) k++;
      if (d > 1 && k - j > 1) Z3_solver_assert(z, e->sat, Z3_mk_atmost(z, (unsigned)(k - j), e->sel + j, 1));
      nodes++;
      j = k;
    }
    int cap = d < nodes ? d : nodes;
    if (s->n > cap) Z3_solver_assert(z, e->sat, Z3_mk_atmost(z, (unsigned)s->n, e->sel + s->first, (unsigned)cap));
    e->maxsel += cap;
  }
}

static int setup(engine *e, const ir_prog *p, const mut_space *ms, const search_opts *o, FILE *diag) {
  Z3_context z = e->z = bmc_new_context();
  e->o = o;
  e->nsel = ms->nmuts;
  e->sel = xmalloc(sizeof *e->sel * (size_t)(ms->nmuts + 1));
  e->assume = xmalloc(sizeof *e->assume * (size_t)(ms->nmuts + 1));
  e->chosen = xmalloc(sizeof *e->chosen * (size_t)(ms->nmuts + 1));

  /* the encoder reads alternatives per expression node */
  bmc_alts *alts = calloc((size_t)p->nexprs + 1, sizeof *alts);
  Z3_ast *skip = calloc((size_t)p->nexprs + 1, sizeof *skip);
  for (int j = 0; j < ms->nmuts; j++) {
    char name[32];
    snprintf(name, sizeof name, "mut!%d", j);
    e->sel[j] = Z3_mk_const(z, Z3_mk_string_symbol(z, name), Z3_mk_bool_sort(z));
    if (ms->muts[j].kind == MUT_DELETE) {
      skip[ms->muts[j].node->id] = e->sel[j];
      continue;
    }
    bmc_alts *a = &alts[ms->muts[j].node->id];
    a->a = xrealloc(a->a, sizeof *a->a * (size_t)(a->n + 1));
    a->a[a->n++] = (bmc_alt){ms->muts[j].op, ms->muts[j].value, e->sel[j]};
  }
  e->p = p;
  e->ms = ms;
  /* the whole-program --reference harness (the only entry that is a
   * library function): its equivalence proofs are what the shared terms
   * of a lone candidate make cheap.  With --entry F the shared solver
   * answers faster (prune_modes' thermostat: 9 s against 41 s in all) */
  const ir_func *entry = ir_find_func(p, o->entry ? o->entry : "main");
  e->alone = entry && entry->lib;
  e->alts = alts;
  e->skip = skip;
  e->bo = (bmc_opts){.entry = o->entry, .ctx = z, .alts = alts, .skip = skip, .env = o->env};
  patch_bmc_mode(&e->bo, o->unwinding_assertions, o->unwind);
  e->b = bmc_encode(p, &e->bo, diag);
  if (!e->b) return 0;

  e->smt = violation_solver(e, 0);
  e->sat = bmc_bv_solver(z, 0);
  space(e, ms);
  prune_env pe = {.p = p, .ms = ms, .b = e->b, .bo = &e->bo, .sel = e->sel, .timeout_s = o->timeout_s};
  e->pr = prune_new(&pe, o->prune);
  return 1;
}

static void teardown(engine *e) {
  if (e->model) Z3_model_dec_ref(e->z, e->model);
  prune_free(e->pr);
  if (e->smt) Z3_solver_dec_ref(e->z, e->smt);
  if (e->sat) Z3_solver_dec_ref(e->z, e->sat);
  bmc_free(e->b);
  for (int i = 0; e->alts && i < e->p->nexprs; i++) free(e->alts[i].a);
  free(e->alts);
  free(e->skip);
  bmc_del_context(e->z);
  free(e->sel);
  free(e->assume);
  free(e->chosen);
}

/* the shared solver's first budget, and the floor of every later one */
#define SHARED_BASE_RL 500000.0

/* The candidate alone, encoded afresh with its mutations as the program's
 * own text (no literals) and every site named by its definition: against
 * a --reference, the parts of the candidate that compute what the
 * reference computes are then the very same terms, where the search's
 * encoding, with every alternative's circuit in it, must prove them equal
 * bit by bit.  Unsat is a repair; otherwise the search's encoding must
 * answer, since the pruning reads its model: *hint gets the inputs of a
 * failing run found here, to pin them there. */
static Z3_lbool validate_alone(engine *e, failing_input *hint) {
  Z3_context z = e->z;
  bmc_alts *alts = calloc((size_t)e->p->nexprs + 1, sizeof *alts);
  Z3_ast *skip = calloc((size_t)e->p->nexprs + 1, sizeof *skip);
  bmc_alt *one = xmalloc(sizeof *one * ((size_t)e->nsel + 1));
  for (int j = 0, k = 0; j < e->nsel; j++) {
    if (!e->chosen[j]) continue;
    const mut *m = &e->ms->muts[j];
    if (m->kind == MUT_DELETE) {
      skip[m->node->id] = Z3_mk_true(z);
      continue;
    }
    one[k] = (bmc_alt){m->op, m->value, Z3_mk_true(z)};
    alts[m->node->id] = (bmc_alts){1, &one[k++]};
  }
  bmc_opts bo = e->bo;
  bo.alts = alts;
  bo.skip = skip;
  bo.share_sites = 1;
  Z3_lbool r = Z3_L_UNDEF;
  bmc *c = bmc_encode(e->p, &bo, NULL);
  if (c) {
    Z3_solver s = bmc_check_solver(z, e->o->timeout_s);
    bmc_assert_program(c, s);
    Z3_solver_assert(z, s, bmc_violation(c));
    r = Z3_solver_check(z, s);
    if (r == Z3_L_TRUE) {
      Z3_model m = Z3_solver_get_model(z, s);
      Z3_model_inc_ref(z, m);
      *hint = failing_of_model(c, m);
      Z3_model_dec_ref(z, m);
    }
    Z3_solver_dec_ref(z, s);
    bmc_free(c);
  }
  free(one);
  free(alts);
  free(skip);
  return r;
}

/* The search's encoding with the candidate's literals as facts, asked
 * for a failing run; hint (when its inputs line up with the encoding's)
 * fixes the inputs to one already known to fail, so the solver only has
 * to follow that run.  Unsat under a hint proves nothing: ask again
 * without it. */
static Z3_lbool validate_fresh(engine *e, const failing_input *hint, Z3_solver *out) {
  Z3_context z = e->z;
  int pin = hint && hint->n == bmc_ninputs(e->b);
  for (int i = 0; pin && i < hint->n; i++)
    pin = Z3_get_sort(z, hint->v[i]) == Z3_get_sort(z, bmc_inputat(e->b, i)->term);
  for (int round = pin ? 0 : 1;; round++) {
    /* no push and pop: a solver that has been pushed loses Z3's
     * preprocessing, and with it most of the hint's worth */
    Z3_solver s = violation_solver(e, 1);
    for (int j = 0; j < e->nsel; j++) Z3_solver_assert(z, s, e->assume[j]);
    for (int i = 0; round == 0 && i < hint->n; i++)
      Z3_solver_assert(z, s, Z3_mk_eq(z, bmc_inputat(e->b, i)->term, hint->v[i]));
    Z3_lbool r = Z3_solver_check(z, s);
    if (r == Z3_L_TRUE || round == 1) {
      *out = s;
      return r;
    }
    Z3_solver_dec_ref(z, s);
  }
}

/* Validate the mutant whose chosen literals are marked in e->chosen; on
 * a failure e->model is its run.
 *
 * The shared solver answers with the literals as assumptions, which is
 * quick for the many candidates that fail, but it must keep every
 * alternative's circuit (a divider for each `*` that could become `/`)
 * and proving a repair there can take ten times as long as proving the
 * mutant alone.  So the shared solver gets a budget of a few times what
 * failures have cost so far; past it, and at once for a candidate that
 * already passes every stored input (likely a repair), a fresh solver
 * gets the mutant with its literals asserted as facts, which Z3's
 * preprocessing folds into the program before bit blasting (with a
 * --reference, the candidate alone first: validate_alone).  The budget
 * is counted in Z3's resource units, not seconds, so that which solver
 * answers -- and so the counterexamples the pruning learns from and the
 * order of the candidates -- is the same on a fast and a loaded machine. */
static Z3_lbool validate(engine *e, int likely_repair, search_stats *st) {
  Z3_context z = e->z;
  double t0 = clock_now();
  for (int j = 0; j < e->nsel; j++) e->assume[j] = e->chosen[j] ? e->sel[j] : Z3_mk_not(z, e->sel[j]);
  Z3_lbool r = Z3_L_UNDEF;
  Z3_solver s = e->smt;
  if (!likely_repair && !e->alone) {  /* against a reference the shared solver only spends its budget */
    double budget = SHARED_BASE_RL + 5 * (e->nfail ? e->fail_rl / e->nfail : SHARED_BASE_RL);
    if (budget > UINT_MAX) budget = UINT_MAX;
    double left = e->o->timeout_s > 0 ? e->o->timeout_s - (t0 - e->t0) : 0;
    bmc_solver_limits(z, s, e->o->timeout_s > 0 ? (left > 0.001 ? left : 0.001) : 0, (unsigned)budget);
    double rl0 = bmc_solver_work(z, s);
    r = Z3_solver_check_assumptions(z, s, (unsigned)e->nsel, e->assume);
    if (r == Z3_L_TRUE) {
      e->nfail++;
      e->fail_rl += bmc_solver_work(z, s) - rl0;
    }
  }
  failing_input hint = {0, NULL};
  if (r == Z3_L_UNDEF && e->alone && validate_alone(e, &hint) == Z3_L_FALSE) r = Z3_L_FALSE;
  if (r == Z3_L_UNDEF) r = validate_fresh(e, hint.v ? &hint : NULL, &s);
  free(hint.v);
  if (e->model) Z3_model_dec_ref(z, e->model);
  e->model = NULL;
  if (r == Z3_L_TRUE) {
    e->model = Z3_solver_get_model(z, s);
    Z3_model_inc_ref(z, e->model);
  }
  if (s != e->smt) Z3_solver_dec_ref(z, s);
  st->validate_s += clock_now() - t0;
  return r;
}

/* Ask the generator for a candidate of the size act stands for. */
static Z3_lbool generate(engine *e, Z3_ast act, search_stats *st) {
  double t0 = clock_now();
  /* stored inputs can make proposing hard: it must keep to --timeout too */
  if (e->o->timeout_s > 0) {
    double left = e->o->timeout_s - (t0 - e->t0);
    bmc_solver_timeout(e->z, e->sat, left > 0.001 ? left : 0.001);
  }
  Z3_lbool r = Z3_solver_check_assumptions(e->z, e->sat, act ? 1 : 0, act ? &act : NULL);
  st->generate_s += clock_now() - t0;
  return r;
}

/* Clause: not all of the chosen literals (optionally only while act holds). */
static void block(engine *e, Z3_ast act) {
  Z3_ast *lits = xmalloc(sizeof *lits * (size_t)(e->nsel + 1));
  int n = 0;
  if (act) lits[n++] = Z3_mk_not(e->z, act);
  for (int j = 0; j < e->nsel; j++)
    if (e->chosen[j]) lits[n++] = Z3_mk_not(e->z, e->sel[j]);
  Z3_solver_assert(e->z, e->sat, n == 1 ? lits[0] : Z3_mk_or(e->z, (unsigned)n, lits));
  free(lits);
}

/* The last validation failed: let the pruning rules learn from its run. */
static void learn(engine *e, search_stats *st) {
  prune_learn(e->pr, e->model, e->chosen, e->sat, &st->prune);
}

static void progress(engine *e, int k, const search_stats *st) {
  double t = clock_now();
  if (!e->o->progress || t - e->t0 < 1.0 || t - e->last_progress < 1.0) return;
  e->last_progress = t;
  fprintf(stderr, "amend: searching size %d: %ld candidates checked, %d repairs, %.1fs\n", k, st->candidates,
          st->repairs, t - e->t0);
}

/* "exactly k mutations" under the activation literal act. */
static Z3_ast size_is(engine *e, int k, Z3_ast act) {
  Z3_context z = e->z;
  Z3_ast both[2] = {Z3_mk_atmost(z, (unsigned)e->nsel, e->sel, (unsigned)k),
                    Z3_mk_atleast(z, (unsigned)e->nsel, e->sel, (unsigned)k)};
  return Z3_mk_implies(z, act, Z3_mk_and(z, 2, both));
}

void search_run(const ir_prog *p, const mut_space *ms, const search_opts *o, search_found_fn found,
                void *ctx, search_stats *st, FILE *diag) {
  memset(st, 0, sizeof *st);
  engine e = {0};
  e.t0 = clock_now();
  int ok = setup(&e, p, ms, o, diag);
  st->encode_s = clock_now() - e.t0;
  st->may_cut = ok && bmc_ncuts(e.b) > 0;
  if (!ok) {
    st->status = deadline_passed() ? SEARCH_TIMEOUT : SEARCH_ERROR;
    teardown(&e);
    return;
  }
  Z3_context z = e.z;
  int *muts = xmalloc(sizeof *muts * (size_t)(ms->nmuts + 1));

  /* the original program first */
  memset(e.chosen, 0, sizeof *e.chosen * (size_t)e.nsel);
  Z3_lbool r0 = validate(&e, 0, st);
  st->candidates++;
  if (r0 == Z3_L_FALSE) {
    st->status = SEARCH_CORRECT;
    goto done;
  }
  if (r0 == Z3_L_UNDEF) {
    st->status = SEARCH_TIMEOUT;
    goto done;
  }
  learn(&e, st);

  int maxk = o->max_size > 0 && o->max_size < e.maxsel ? o->max_size : e.maxsel;
  st->status = SEARCH_EXHAUSTED;
  for (int k = 1; k <= maxk; k++) {
    char name[32];
    snprintf(name, sizeof name, "size!%d", k);
    Z3_ast act = Z3_mk_const(z, Z3_mk_string_symbol(z, name), Z3_mk_bool_sort(z));
    Z3_solver_assert(z, e.sat, size_is(&e, k, act));
    for (;;) {
      if (deadline_passed() || (o->timeout_s > 0 && clock_now() - e.t0 > o->timeout_s)) {
        st->status = SEARCH_TIMEOUT;
        goto done;
      }
      Z3_lbool g = generate(&e, act, st);
      if (g == Z3_L_UNDEF) {
        st->status = SEARCH_TIMEOUT;
        goto done;
      }
      if (g == Z3_L_FALSE) break;
      Z3_model m = Z3_solver_get_model(z, e.sat);
      Z3_model_inc_ref(z, m);
      int n = 0;
      for (int j = 0; j < e.nsel; j++) {
        Z3_ast v;
        e.chosen[j] = Z3_model_eval(z, m, e.sel[j], 1, &v) && Z3_get_bool_value(z, v) == Z3_L_TRUE;
        if (e.chosen[j]) muts[n++] = j;
      }
      Z3_model_dec_ref(z, m);
      Z3_lbool r = validate(&e, (o->prune & PRUNE_CEX) != 0, st);
      st->candidates++;
      progress(&e, k, st);
      if (r == Z3_L_UNDEF) {
        st->status = SEARCH_TIMEOUT;
        goto done;
      }
      if (r == Z3_L_TRUE) {
        block(&e, act);  /* buggy: this mutant; supersets may still repair */
        learn(&e, st);
        continue;
      }
      block(&e, NULL);  /* a repair: no superset is minimal */
      st->repairs++;
      search_repair rep = {n, muts, clock_now() - e.t0};
      if (found && found(ctx, &rep) > 0) {
        st->stopped_by_callback = 1;
        goto done;
      }
      if (o->max_repairs > 0 && st->repairs >= o->max_repairs) {
        st->status = SEARCH_LIMIT;
        goto done;
      }
    }
    st->max_size_done = k;
  }
  /* sizes beyond the limit: exhausted only if no candidate is left there */
  if (maxk < e.maxsel) {
    Z3_ast more = Z3_mk_atleast(z, (unsigned)e.nsel, e.sel, (unsigned)(maxk + 1));
    if (generate(&e, NULL, st) != Z3_L_FALSE) {
      Z3_solver_push(z, e.sat);
      Z3_solver_assert(z, e.sat, more);
      if (Z3_solver_check(z, e.sat) != Z3_L_FALSE) st->status = SEARCH_LIMIT;
      Z3_solver_pop(z, e.sat, 1);
    }
  }
done:
  st->elapsed_s = clock_now() - e.t0;
  free(muts);
  teardown(&e);
}

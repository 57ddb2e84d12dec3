/* bmc_check.c - decide the formula with a fresh solver and read back a
 * counterexample: the first property that fails on the model's run and
 * the inputs that run consumed before it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bmc/bmc_internal.h"
#include "util/clock.h"
#include "util/deadline.h"

static Z3_tactic kept(Z3_context z, Z3_tactic t) {
  /* a reference at once: the context drops its own on the next call */
  Z3_tactic_inc_ref(z, t);
  return t;
}

static Z3_tactic then(Z3_context z, Z3_tactic a, Z3_tactic b) {
  Z3_tactic t = kept(z, Z3_tactic_and_then(z, a, b));
  Z3_tactic_dec_ref(z, a);
  Z3_tactic_dec_ref(z, b);
  return t;
}

Z3_ast bmc_presolve(Z3_context z, Z3_ast f, unsigned nkeep, const Z3_ast *keep) {
  /* solve-eqs eliminates constants, never applications: each kept
   * constant is an application while the tactic runs */
  Z3_ast *wrapped = xmalloc(sizeof *wrapped * ((size_t)nkeep + 1));
  for (unsigned i = 0; i < nkeep; i++) {
    Z3_sort so = Z3_get_sort(z, keep[i]);
    Z3_func_decl d = Z3_mk_fresh_func_decl(z, "kept", 1, &so, so);
    wrapped[i] = Z3_mk_app(z, d, 1, &keep[i]);
  }
  /* a kept constant inside its own wrapper stays: substitute top-down */
  Z3_ast in = nkeep ? Z3_substitute(z, f, nkeep, keep, wrapped) : f;
  static const char *const steps[] = {"simplify", "propagate-values", "solve-eqs", "simplify"};
  Z3_tactic t = kept(z, Z3_mk_tactic(z, steps[0]));
  for (size_t i = 1; i < sizeof steps / sizeof *steps; i++) t = then(z, t, kept(z, Z3_mk_tactic(z, steps[i])));
  Z3_goal g = Z3_mk_goal(z, 0, 0, 0);
  Z3_goal_inc_ref(z, g);
  Z3_goal_assert(z, g, in);
  Z3_ast r = f;
  Z3_apply_result ar = Z3_tactic_apply(z, t, g);
  Z3_apply_result_inc_ref(z, ar);
  if (Z3_apply_result_get_num_subgoals(z, ar) == 1) {
    Z3_goal sg = Z3_apply_result_get_subgoal(z, ar, 0);
    unsigned n = Z3_goal_size(z, sg);
    Z3_ast *fs = xmalloc(sizeof *fs * ((size_t)n + 1));
    for (unsigned i = 0; i < n; i++) fs[i] = Z3_goal_formula(z, sg, i);
    r = n == 0 ? Z3_mk_true(z) : n == 1 ? fs[0] : Z3_mk_and(z, n, fs);
    if (nkeep) r = Z3_substitute(z, r, nkeep, wrapped, keep);
    free(fs);
  }
  Z3_apply_result_dec_ref(z, ar);
  Z3_goal_dec_ref(z, g);
  Z3_tactic_dec_ref(z, t);
  free(wrapped);
  return r;
}

/* One check of a formula with floats: simplify, solve, floats to
 * bit-vectors, bit-blast, SAT.  Z3's own QF_FPBV tactic (what the default
 * solver picks) runs the simplifier once more on the bit-blasted formula,
 * which turned 40,000 propositional variables into 10 million binary
 * clauses: float_average_bad took 23 s there and 1.8 s here.  The uninterpreted functions fpa2bv leaves (the
 * unspecified results of fp.to_sbv and friends) are Ackermannized; a goal
 * still not propositional after that goes to the SMT core. */
Z3_solver bmc_fp_check_solver(Z3_context z) {
  /* solve-eqs before fpa2bv: the site equations of constant subterms go
   * away while they are still float terms (float_math_bad: 2.1 M rlimit
   * units with them, 0.7 M without) */
  static const char *const steps[] = {"simplify", "propagate-values", "solve-eqs", "simplify", "fpa2bv",
                                      "propagate-values", "simplify", "ackermannize_bv", "bit-blast"};
  Z3_tactic t = kept(z, Z3_mk_tactic(z, steps[0]));
  for (size_t i = 1; i < sizeof steps / sizeof *steps; i++) t = then(z, t, kept(z, Z3_mk_tactic(z, steps[i])));
  Z3_probe prop = Z3_mk_probe(z, "is-propositional");
  Z3_probe_inc_ref(z, prop);
  Z3_tactic sat = kept(z, Z3_mk_tactic(z, "sat"));
  Z3_tactic smt = kept(z, Z3_mk_tactic(z, "smt"));
  Z3_tactic last = kept(z, Z3_tactic_cond(z, prop, sat, smt));
  Z3_tactic_dec_ref(z, sat);
  Z3_tactic_dec_ref(z, smt);
  Z3_probe_dec_ref(z, prop);
  t = then(z, t, last);
  Z3_solver s = Z3_mk_solver_from_tactic(z, t);
  Z3_solver_inc_ref(z, s);
  Z3_tactic_dec_ref(z, t);
  /* the SAT solver's variable elimination and failed-literal probing cost
   * more than they save on these circuits (the five float_ regression
   * cases: 15-25% less time without them); later limits add to these */
  Z3_params ps = Z3_mk_params(z);
  Z3_params_inc_ref(z, ps);
  Z3_params_set_bool(z, ps, Z3_mk_string_symbol(z, "elim_vars"), 0);
  Z3_params_set_bool(z, ps, Z3_mk_string_symbol(z, "probing"), 0);
  Z3_solver_set_params(z, s, ps);
  Z3_params_dec_ref(z, ps);
  return s;
}

Z3_solver bmc_check_solver(Z3_context z, double timeout_s) {
  /* without floats, Z3's default solver (it picks QF_BV's tactic) */
  Z3_solver s;
  if (bmc_fp_used()) {
    s = bmc_fp_check_solver(z);
  } else {
    s = Z3_mk_solver(z);
    Z3_solver_inc_ref(z, s);
  }
  if (timeout_s > 0 || deadline_left() > 0) bmc_solver_timeout(z, s, timeout_s);
  return s;
}

/* Z3 resource units for the question "is some run cut?" after a
 * violation (about a second here) */
#define BMC_CUT_RLIMIT 15000000u

static Z3_solver new_solver(bmc *b) {
  Z3_solver s = bmc_check_solver(b->z, b->o.timeout_ms / 1000.0);
  bmc_assert_program(b, s);
  return s;
}

/* AMEND_DEBUG_SOLVE=1 in the environment: each check's time, result and
 * Z3 statistics on stderr (AMEND_DEBUG_SOLVE=FILE.smt2 also writes the
 * solver's assertions there), to see where a slow check spends. */
static Z3_lbool debug_check(bmc *b, Z3_solver s, const char *what) {
  const char *dbg = getenv("AMEND_DEBUG_SOLVE");
  if (!dbg || !*dbg) return Z3_solver_check(b->z, s);
  if (strcmp(dbg, "1") != 0) {
    char path[4096];
    snprintf(path, sizeof path, "%s.%s", dbg, what);  /* one file per check */
    FILE *f = fopen(path, "w");
    if (f) {
      fputs(Z3_solver_to_string(b->z, s), f);
      fputs("(check-sat)\n", f);
      fclose(f);
    }
  }
  double t0 = clock_now();
  Z3_lbool r = Z3_solver_check(b->z, s);
  Z3_stats st = Z3_solver_get_statistics(b->z, s);
  Z3_stats_inc_ref(b->z, st);
  fprintf(stderr, "amend: solve %s: %s in %.3f s\n%s\n", what, r == Z3_L_TRUE ? "sat" : r == Z3_L_FALSE ? "unsat" : "unknown",
          clock_now() - t0, Z3_stats_to_string(b->z, st));
  Z3_stats_dec_ref(b->z, st);
  return r;
}

static int model_true(bmc *b, Z3_model m, Z3_ast t) {
  Z3_ast v;
  if (!Z3_model_eval(b->z, m, t, 1, &v)) return 0;
  return Z3_get_bool_value(b->z, v) == Z3_L_TRUE;
}

/* A float or double input: its IEEE-754 bits (Z3 has one NaN: the
 * quiet NaN with no payload is reported). */
static int64_t model_fp_bits(bmc *b, Z3_model m, Z3_ast t, const ir_type *ty) {
  Z3_ast v;
  uint64_t u = 0;
  if (model_true(b, m, Z3_mk_fpa_is_nan(b->z, t))) return ty->bits == 64 ? INT64_C(0x7ff8000000000000) : 0x7fc00000;
  if (Z3_model_eval(b->z, m, Z3_mk_fpa_to_ieee_bv(b->z, t), 1, &v)) Z3_get_numeral_uint64(b->z, v, &u);
  return (int64_t)u;
}

static int64_t model_int(bmc *b, Z3_model m, Z3_ast t, const ir_type *ty) {
  Z3_ast v;
  uint64_t u = 0;
  if (ty->kind == IR_TY_FLOAT) return model_fp_bits(b, m, t, ty);
  if (Z3_model_eval(b->z, m, t, 1, &v)) Z3_get_numeral_uint64(b->z, v, &u);
  if (ty->bits < 64 && ty->is_signed && !ty->is_bool && (u >> (ty->bits - 1)) & 1)
    u |= ~((UINT64_C(1) << ty->bits) - 1);
  return (int64_t)u;
}

/* Append to buf the path of cell k inside an object of type t: "[2].x". */
static void cell_path(char *buf, size_t cap, const ir_type *t, uint64_t k) {
  size_t n = strlen(buf);
  if (n + 24 >= cap) return;
  if (t->kind == IR_TY_ARRAY && t->elem) {
    uint64_t ec = ir_cells(t->elem);
    if (!ec) return;
    snprintf(buf + n, cap - n, "[%llu]", (unsigned long long)(k / ec));
    cell_path(buf, cap, t->elem, k % ec);
  } else if (t->kind == IR_TY_STRUCT) {
    for (int i = 0; i < (t->is_union ? 1 : t->nfields); i++) {
      uint64_t fc = ir_cells(t->fields[i].type);
      if (k < fc) {
        snprintf(buf + n, cap - n, ".%s", t->fields[i].name ? t->fields[i].name : "?");
        cell_path(buf, cap, t->fields[i].type, k);
        return;
      }
      k -= fc;
    }
  }
}

static void add_value(bmc *b, Z3_model m, bmc_result *r, const bmc_input *in) {
  bmc_value *v = &r->values[r->nvalues++];
  v->input = in;
  v->value = model_int(b, m, in->term, in->type);
  v->name = NULL;
  if (in->cell == BMC_CELL_NONE) return;
  char buf[256];
  snprintf(buf, sizeof buf, "%s", in->name);
  int64_t k = model_int(b, m, in->index, &(ir_type){.kind = IR_TY_INT, .bits = 64});
  if (k >= 0) cell_path(buf, sizeof buf, b->objs[in->obj].type, (uint64_t)k);
  v->name = strdup(buf);
}

/* Inputs and cell inputs on the failing run, in execution order. */
static void counterexample(bmc *b, Z3_model m, bmc_result *r) {
  const bmc_prop *first = NULL;
  for (int i = 0; i < b->nprops; i++)
    if (model_true(b, m, b->props[i].viol) && (!first || b->props[i].seq < first->seq)) first = &b->props[i];
  r->prop = first;
  r->values = calloc((size_t)b->ninputs + (size_t)b->ncells + 1, sizeof *r->values);
  int i = 0, j = 0;
  while (i < b->ninputs || j < b->ncells) {
    int take_cell = j < b->ncells && (i >= b->ninputs || b->cells[j].seq < b->inputs[i].seq);
    const bmc_input *in = take_cell ? &b->cells[j++] : &b->inputs[i++];
    if (first && in->seq > first->seq) continue;
    if (!model_true(b, m, in->guard)) continue;
    if (take_cell && !(in->read && model_true(b, m, in->read))) continue;
    add_value(b, m, r, in);
  }
}

/* Z3 resource units for each friendlier counterexample asked (see
 * friendlier) */
#define BMC_FRIENDLY_RLIMIT 10000000u

/* Is input in one of the stdio model's typed stdin numbers? */
static int stdin_number(const bmc *b, const bmc_input *in) {
  const ir_prog *p = b->p;
  if (in->loc.file < 0 || in->loc.file >= p->nfiles || !p->files[in->loc.file].lib) return 0;
  return !strcmp(in->name, "stdin_int") || !strcmp(in->name, "stdin_long") || !strcmp(in->name, "stdin_double");
}

/* Typed stdin numbers small: integers within +-1000, doubles within
 * +-1000 in halves (85.5, not 85.50000000000001). */
static Z3_ast small_numbers(bmc *b) {
  Z3_context z = b->z;
  Z3_ast all = Z3_mk_true(z);
  for (int i = 0; i < b->ninputs; i++) {
    const bmc_input *in = &b->inputs[i];
    if (!stdin_number(b, in)) continue;
    Z3_ast t = in->term, c;
    if (in->type->kind == IR_TY_FLOAT) {
      Z3_sort so = Z3_get_sort(z, t);
      Z3_ast rm = Z3_mk_fpa_rne(z);
      Z3_ast two = Z3_mk_fpa_numeral_double(z, 2.0, so), lim = Z3_mk_fpa_numeral_double(z, 1000.0, so);
      Z3_ast t2 = Z3_mk_fpa_mul(z, rm, t, two);
      Z3_ast parts[3] = {Z3_mk_fpa_eq(z, Z3_mk_fpa_round_to_integral(z, rm, t2), t2),
                         Z3_mk_fpa_leq(z, t, lim), Z3_mk_fpa_geq(z, t, Z3_mk_fpa_neg(z, lim))};
      c = Z3_mk_and(z, 3, parts);
    } else {
      Z3_sort so = Z3_get_sort(z, t);
      Z3_ast parts[2] = {Z3_mk_bvsle(z, t, Z3_mk_int(z, 1000, so)), Z3_mk_bvsge(z, t, Z3_mk_int(z, -1000, so))};
      c = Z3_mk_and(z, 2, parts);
    }
    Z3_ast both[2] = {all, c};
    all = Z3_mk_and(z, 2, both);
  }
  return all;
}

/* No load reaches memory nobody wrote. */
static Z3_ast no_garbage(bmc *b) {
  Z3_context z = b->z;
  Z3_ast all = Z3_mk_true(z);
  for (int j = 0; j < b->ncells; j++) {
    if (!b->cells[j].read) continue;
    Z3_ast both[2] = {all, Z3_mk_not(z, b->cells[j].read)};
    all = Z3_mk_and(z, 2, both);
  }
  return all;
}

/* A violation again, on a run without garbage and with small numbers, or
 * failing that (and when the first run read garbage) without garbage: the
 * model of the first that the solver finds within its budget, or NULL
 * (the first model stands). */
static Z3_model friendlier(bmc *b, Z3_solver s, Z3_model first) {
  Z3_context z = b->z;
  Z3_ast clean = no_garbage(b), small = small_numbers(b), yes = Z3_mk_true(z);
  Z3_ast both[2] = {clean, small};
  Z3_ast asks[2];
  int nasks = 0;
  if (!Z3_is_eq_ast(z, small, yes)) asks[nasks++] = Z3_mk_and(z, 2, both);
  /* without garbage alone, when the first run reads some */
  if (!Z3_is_eq_ast(z, clean, yes) && !model_true(b, first, clean)) asks[nasks++] = clean;
  /* each ask gets about half the work the violation took, within bounds:
   * a nicer counterexample is worth a fraction of the check */
  double work = bmc_solver_work(z, s) / 2;
  unsigned budget = work < BMC_FRIENDLY_RLIMIT / 5 ? BMC_FRIENDLY_RLIMIT / 5
                    : work > BMC_FRIENDLY_RLIMIT   ? BMC_FRIENDLY_RLIMIT : (unsigned)work;
  Z3_model best = NULL;
  for (int k = 0; k < nasks && !best && !deadline_passed(); k++) {
    Z3_solver_push(z, s);
    Z3_solver_assert(z, s, asks[k]);
    bmc_solver_limits(z, s, b->o.timeout_ms / 1000.0, budget);
    if (Z3_solver_check(z, s) == Z3_L_TRUE) {
      best = Z3_solver_get_model(z, s);
      Z3_model_inc_ref(z, best);
    }
    Z3_solver_pop(z, s, 1);
  }
  return best;
}

void bmc_check(bmc *b, bmc_result *r) { bmc_check_model(b, r, NULL, NULL); }

void bmc_check_model(bmc *b, bmc_result *r, bmc_model_fn fn, void *ctx) {
  memset(r, 0, sizeof *r);
  double t0 = clock_now();
  Z3_solver s = new_solver(b);
  Z3_solver_assert(b->z, s, bmc_violation(b));
  Z3_lbool res = debug_check(b, s, "violation");
  if (res == Z3_L_TRUE) {
    Z3_model m = Z3_solver_get_model(b->z, s);
    Z3_model_inc_ref(b->z, m);
    Z3_model nicer = b->o.friendly_cex ? friendlier(b, s, m) : NULL;
    if (nicer) {
      Z3_model_dec_ref(b->z, m);
      m = nicer;
    }
    r->status = BMC_VIOLATED;
    counterexample(b, m, r);
    if (fn) fn(ctx, m, r);
    Z3_model_dec_ref(b->z, m);
  } else if (res == Z3_L_FALSE) {
    r->status = BMC_VERIFIED;
  } else {
    r->status = BMC_UNKNOWN;
    const char *why = Z3_solver_get_reason_unknown(b->z, s);
    bmc_unknown_memory(b->z, s);
    r->timed_out = deadline_passed();
    snprintf(r->reason, sizeof r->reason, "%s", r->timed_out ? "while solving" : why);
  }
  Z3_solver_dec_ref(b->z, s);
  if (r->status != BMC_UNKNOWN) {
    /* complete when no run reaches a cut of the unwinding */
    r->complete = bmc_is_false(b, b->cut);
    if (!r->complete) {
      s = new_solver(b);
      /* after a violation the verdict stands whatever the answer: a
       * budget, and "bounded" when it runs out (digits against its
       * reference: the violation in 0.5 s, no cut proven in 14.6 s) */
      if (r->status == BMC_VIOLATED) bmc_solver_limits(b->z, s, b->o.timeout_ms / 1000.0, BMC_CUT_RLIMIT);
      Z3_solver_assert(b->z, s, b->cut);
      r->complete = debug_check(b, s, "cut") == Z3_L_FALSE;
      Z3_solver_dec_ref(b->z, s);
    }
  }
  r->solve_s = clock_now() - t0;
  r->unwind = b->o.unwind;
  if (b->argv_used) {
    r->argv_max_argc = b->o.env.max_argc;
    r->argv_max_len = b->o.env.max_arg_len;
  }
}

void bmc_result_free(bmc_result *r) {
  for (int i = 0; r->values && i < r->nvalues; i++) free(r->values[i].name);
  free(r->values);
  r->values = NULL;
}

static int same_place(const bmc_cutsite *x, const bmc_cutsite *y) {
  return x->loc.file == y->loc.file && x->loc.off == y->loc.off && x->kind == y->kind && x->func == y->func;
}

/* One solver call finds a run reaching some place not yet known, and its
 * model every other place that run reaches: a call per run, not per place.
 * (A place is often cut many times and never reached: the stdio model's
 * output overflow is a cut at every byte printed.) */
int bmc_cut_places(bmc *b, bmc_cutsite *out, int max) {
  int np = 0, n = 0, ok = 1;
  int *first = xmalloc(sizeof *first * (size_t)(b->ncuts + 1));
  Z3_ast *reach = xmalloc(sizeof *reach * (size_t)(b->ncuts + 1));
  char *hit = xcalloc((size_t)b->ncuts + 1, 1);
  for (int i = 0; i < b->ncuts; i++) {
    int k = 0;
    while (k < np && !same_place(&b->cuts[first[k]], &b->cuts[i])) k++;
    if (k == np) first[np] = i, reach[np++] = b->cuts[i].reach;
    else reach[k] = bmc_or(b, reach[k], b->cuts[i].reach);
  }
  Z3_ast *open = xmalloc(sizeof *open * (size_t)(np + 1));
  while (n < max) {
    int no = 0;
    for (int k = 0; k < np; k++)
      if (!hit[k]) open[no++] = reach[k];
    if (!no) break;
    Z3_solver s = new_solver(b);
    Z3_solver_assert(b->z, s, no == 1 ? open[0] : Z3_mk_or(b->z, (unsigned)no, open));
    Z3_lbool r = debug_check(b, s, "cut places");
    if (r == Z3_L_TRUE) {
      Z3_model m = Z3_solver_get_model(b->z, s);
      Z3_model_inc_ref(b->z, m);
      int before = n;
      for (int k = 0; k < np; k++)
        if (!hit[k] && model_true(b, m, reach[k])) hit[k] = 1, n++;
      Z3_model_dec_ref(b->z, m);
      if (n == before) ok = 0;  /* the model should show one: do not loop */
    }
    Z3_solver_dec_ref(b->z, s);
    if (r == Z3_L_UNDEF) ok = 0;
    if (r != Z3_L_TRUE || !ok) break;
  }
  /* in order of the first cut at each place */
  int w = 0;
  for (int k = 0; k < np && w < max; k++)
    if (hit[k]) {
      out[w] = b->cuts[first[k]];
      out[w++].reach = NULL;
    }
  free(first);
  free(reach);
  free(hit);
  free(open);
  return ok ? w : -1;
}

int bmc_some_run_ends(bmc *b) {
  Z3_solver s = new_solver(b);
  Z3_solver_assert(b->z, s, b->asmchain);
  Z3_lbool r = debug_check(b, s, "some run ends");
  Z3_solver_dec_ref(b->z, s);
  return r == Z3_L_UNDEF ? -1 : r == Z3_L_TRUE;
}

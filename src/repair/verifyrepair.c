/* verifyrepair.c - the verifier's path of the repair command: the mutation
 * search (bounded mode in two phases), the template engine beside it,
 * every repair re-checked, and the question whether the bound, not the
 * program, kept the search from a repair. */
#define _POSIX_C_SOURCE 200809L
#include "repair/verifyrepair.h"

#include <stdlib.h>
#include <string.h>

#include "repair/mutation/mutation.h"
#include "repair/output.h"
#include "repair/recheck.h"
#include "repair/tmplproc.h"
#include "report/repairs.h"
#include "load/harness.h"
#include "oracle/patch.h"
#include "oracle/sites.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"
#include "util/exitcode.h"

/* how far past its share the template process may run before it ends
 * itself (tmplproc.h) */
#define TMPL_SHARE_GRACE_S 1.0

typedef struct driver {
  const repair_cli *c;
  ir_prog *p;
  const mut_space *ms;
  int n;
  rep_repair *found;           /* kept for SARIF */
  int internal_error;
  int timed_out;               /* a re-check the deadline cut short */
  double recheck_s;
  int mode;                    /* PATCH_CUT_* of the mutation search now */
  int tmpl_mode;               /* and of the template engine */
  tmplproc **tp;               /* the template process beside the search, or NULL */
} driver;

static rep_repair describe(driver *d, const search_repair *r, const patch *pt) {
  rep_repair rr = {0};
  rr.index = d->n + 1;
  rr.size = r->size;
  rr.elapsed_s = r->elapsed_s;
  rr.engine = "mutation";
  rr.n = r->size;
  rr.c = calloc((size_t)r->size + 1, sizeof *rr.c);
  for (int i = 0; i < r->size; i++) mut_describe(d->p, &d->ms->muts[r->muts[i]], &rr.c[i]);
  rr.diff = patch_diff(d->p, pt);
  return rr;
}


/* The independent re-check; 0 when it confirms the repair. */
static int recheck(driver *d, patch *pt, const char *engine, patch_info *info) {
  double t0 = clock_now();
  int mode = !strcmp(engine, "templates") ? d->tmpl_mode : d->mode;
  int v = patch_recheck(d->p, pt, &d->c->spec, d->c->unwind, mode, stderr, info);
  d->recheck_s += clock_now() - t0;
  if (v == BMC_VERIFIED) return 0;
  if (deadline_passed()) {  /* not re-checked in time: not printed, no error */
    d->timed_out = 1;
    patch_free(pt);
    return 1;
  }
  fprintf(stderr,
          "amend: internal error: the %s engine proved a repair that the independent re-check %s; "
          "nothing is printed for it\n",
          engine, v == BMC_VIOLATED ? "refutes" : v == BMC_UNKNOWN ? "could not decide" : "could not load");
  d->internal_error = 1;
  patch_free(pt);
  return 1;
}

static void emit(driver *d, rep_repair rr) {
  /* with --reference the harness's equivalence is the whole specification */
  rr.proved_by = d->c->spec.reference ? "reference" : "assertions";
  rr.ev_proven = 1;
  repair_print(d->c, &rr);
  d->found = xrealloc(d->found, sizeof *d->found * (size_t)(d->n + 1));
  d->found[d->n++] = rr;
  repair_backstop(d->c, d->n);
}

static int on_repair(void *ctx, const search_repair *r) {
  driver *d = ctx;
  patch pt = mut_patch(d->p, d->ms, r->muts, r->size);
  patch_info info;
  if (recheck(d, &pt, "mutation", &info)) return 1;
  /* a mutation repair: the template engine's would not be reported, so
   * its process gives the search back the second core now, not at the end */
  if (d->tp && *d->tp) {
    tmplproc_cancel(*d->tp);
    *d->tp = NULL;
  }
  rep_repair rr = describe(d, r, &pt);
  repair_fill_bound(d->c, d->p, &info, d->mode, &rr);
  patch_free(&pt);
  emit(d, rr);
  return 0;
}

/* A template instance: each site's whole text is replaced. */
static int on_tmpl_repair(void *ctx, const tr_repair *r) {
  driver *d = ctx;
  const ir_prog *p = d->p;
  patch_edit *e = xmalloc(sizeof *e * ((size_t)r->n + 1));
  for (int i = 0; i < r->n; i++) e[i] = (patch_edit){r->sites[i]->loc, r->text[i]};
  patch pt = patch_apply(p, e, r->n);
  free(e);
  patch_info info;
  if (recheck(d, &pt, "templates", &info)) return 1;
  rep_repair rr = {0};
  repair_fill_bound(d->c, d->p, &info, d->tmpl_mode, &rr);
  rr.index = d->n + 1;
  rr.size = rr.n = r->n;
  rr.elapsed_s = r->elapsed_s;
  rr.engine = "templates";
  rr.c = calloc((size_t)r->n + 1, sizeof *rr.c);
  for (int i = 0; i < r->n; i++) {
    const ir_expr *s = r->sites[i];
    rep_change *c = &rr.c[i];
    c->file = p->files[s->loc.file].path;
    c->line = c->at_line = s->loc.line;
    c->col = c->at_col = s->loc.col;
    c->original = strndup(ir_loc_text(p, s->loc), s->loc.end - s->loc.off);
    c->replacement = strdup(r->text[i]);
    c->new_text = c->replacement;
    rep_linecol(p, s->loc.file, s->loc.end, &c->at_end_line, &c->at_end_col);
  }
  rr.diff = patch_diff(p, &pt);
  patch_free(&pt);
  emit(d, rr);
  return d->c->max_repairs > 0 && d->n >= d->c->max_repairs;
}

/* What is left of --timeout for a search that starts now (0: no limit). */
static double time_left(double timeout_s) {
  if (timeout_s <= 0) return 0;
  double left = deadline_left();
  return left > 0.001 ? left : 0.001;
}

/* The first candidate the relaxed search passes (or none: the original). */
typedef struct witness {
  int found, n;
  int *muts;
} witness;

static int on_witness(void *ctx, const search_repair *r) {
  witness *w = ctx;
  w->found = 1;
  w->n = r->size;
  w->muts = xmalloc(sizeof *w->muts * ((size_t)r->size + 1));
  memcpy(w->muts, r->muts, sizeof *w->muts * (size_t)r->size);
  return 1;
}

/* Did the bound, not the program, keep the search from a repair?  Either
 * the original passes once runs may stay unfinished (correct: it failed
 * only through the bound), or some candidate fails only on runs the bound
 * cuts: the same search with cut runs left unchecked (at the bound the
 * last search used) passes it.  1: yes (sum's places filled), 0: no (the
 * verdict stands), -1: --timeout stopped the question.  mode: the last
 * search's PATCH_CUT_*. */
static int bound_stopped(const repair_cli *c, ir_prog *p, const mut_space *ms, const search_opts *so,
                         int mode, int correct, rep_summary *sum) {
  witness w = {0};
  patch_info info = {0};
  patch pt = {p->nfiles, calloc((size_t)p->nfiles + 1, sizeof(char *))};
  int yes = 0;
  if (correct) {
    /* where the original's runs are cut at the bound */
    patch_recheck(p, &pt, &c->spec, c->unwind, PATCH_CUT_FREE, stderr, &info);
    yes = 1;
    sum->vacuous = info.decided && !info.ends;
    sum->original_passes = 1;
    sum->unwind = c->unwind;
  } else {
    search_opts relaxed = *so;
    relaxed.unwinding_assertions = PATCH_CUT_FREE;
    relaxed.unwind = c->unwind + (mode == PATCH_CUT_BOUNDED ? BMC_BOUNDED_SLACK : 0);
    relaxed.max_repairs = 1;
    relaxed.progress = 0;
    relaxed.timeout_s = time_left(c->timeout_s);
    search_stats st;
    search_run(p, ms, &relaxed, on_witness, &w, &st, stderr);
    if (st.status == SEARCH_TIMEOUT || st.status == SEARCH_ERROR) {
      yes = -1;
      goto out;
    }
    if (!w.found && st.status != SEARCH_CORRECT) goto out;
    yes = 1;
    if (w.found) {
      patch_free(&pt);
      pt = mut_patch(p, ms, w.muts, w.n);
    }
    /* where the witness's runs are cut, under the mode that refused it */
    patch_recheck(p, &pt, &c->spec, c->unwind, mode, stderr, &info);
    sum->unwind = relaxed.unwind;
  }
  sum->nplaces = repair_places(p, &info, sum->places);
  sum->command = repair_command(c);
out:
  if (deadline_passed()) yes = -1;
  patch_free(&pt);
  free(w.muts);
  return yes;
}

/* "correct" against a reference that reads uninitialised memory may rest
 * on no compared run at all (four numbers read from four bytes of stdin):
 * then it is no verdict, and the summary says so as a bound.  1: so (sum
 * filled), 0: some run is compared. */
static int compared_none(const repair_cli *c, ir_prog *p, rep_summary *sum) {
  if (!c->spec.reference || !harness_ref_uninit(p)) return 0;
  patch_info info = {0};
  patch pt = {p->nfiles, calloc((size_t)p->nfiles + 1, sizeof(char *))};
  int v = patch_recheck(p, &pt, &c->spec, c->unwind, PATCH_CUT_FREE, stderr, &info);
  patch_free(&pt);
  if (v != BMC_VERIFIED || !info.decided || info.ends) return 0;
  sum->vacuous = sum->original_passes = 1;
  sum->nplaces = 0;
  sum->unwind = c->unwind;
  sum->command = repair_command(c);
  return 1;
}

/* The second phase of bounded mode: the same search where a repair may
 * leave a run unfinished where the original's specification does.  Its
 * statistics add to st's.  Returns 1 when the original itself passes
 * (it failed the first phase only through the bound). */
static int bounded_phase(driver *d, search_opts *so, search_stats *st) {
  search_stats st2;
  search_opts o = *so;
  o.unwinding_assertions = d->mode = PATCH_CUT_BOUNDED;
  o.timeout_s = time_left(o.timeout_s);
  search_run(d->p, d->ms, &o, on_repair, d, &st2, stderr);
  search_status first = st->status;
  st2.candidates += st->candidates;
  st2.elapsed_s += st->elapsed_s;
  st2.encode_s += st->encode_s;
  st2.generate_s += st->generate_s;
  st2.validate_s += st->validate_s;
  st2.prune.fl_clauses += st->prune.fl_clauses;
  st2.prune.vars_clauses += st->prune.vars_clauses;
  st2.prune.inputs_learned += st->prune.inputs_learned;
  st2.prune.fl_s += st->prune.fl_s;
  st2.prune.vars_s += st->prune.vars_s;
  st2.prune.cex_s += st->prune.cex_s;
  st2.may_cut |= st->may_cut;
  int correct = st2.status == SEARCH_CORRECT;
  if (correct) st2.status = first;
  else if (first == SEARCH_LIMIT && st2.status == SEARCH_EXHAUSTED) st2.status = SEARCH_LIMIT;
  *st = st2;
  return correct;
}

int verifyrepair_run(const repair_cli *c) {
  const char *entry = NULL;
  repair_backstop(c, 0);
  ir_prog *p = program_load(&c->spec, &entry, stderr);
  if (!p) return EXIT_INPUT;
  program_warn_undefined(p, stderr);

  /* never mutate the reference or the harness */
  const char **frozen = xmalloc(sizeof *frozen * (size_t)(c->nfrozen + 2));
  int nfrozen = 0;
  for (int i = 0; i < c->nfrozen; i++) frozen[nfrozen++] = c->frozen[i];
  frozen[nfrozen++] = HARNESS_ENTRY;
  int ref = program_reference_file(p, &c->spec);
  mut_opts mo = {.level = c->level,
                 .spec = {.nfrozen = nfrozen, .frozen = frozen, .nfiles_frozen = ref >= 0, .files_frozen = &ref}};
  if (site_scope(p, &mo.spec, c->nmutate, c->mutate, stderr) < 0) {
    free(frozen);
    ir_prog_free(p);
    return EXIT_INPUT;
  }
  mut_space ms;
  mut_enumerate(p, &mo, &ms);

  /* Bounded mode (the default) runs in two phases: repairs that finish
   * every run within the bound first (complete); only when there is none,
   * the bounded ones.  The template engine keeps to the first rule. */
  int bounded = c->unwinding_assertions == PATCH_CUT_BOUNDED;
  int first = bounded ? PATCH_CUT_FULL : c->unwinding_assertions;
  search_opts so = {.unwind = c->unwind, .entry = entry, .unwinding_assertions = first, .max_size = c->max_size,
                    .max_repairs = c->max_repairs, .timeout_s = c->timeout_s, .progress = 1, .prune = c->prune,
                    .per_site = c->per_site, .env = c->spec.env};
  driver d = {.c = c, .p = p, .ms = &ms, .mode = first, .tmpl_mode = first};
  bmc_opts bo = {.entry = entry, .env = c->spec.env};
  patch_bmc_mode(&bo, first, c->unwind);
  tr_opts to = {.bo = &bo, .ninputs = c->ninputs, .max_size = c->max_size, .max_repairs = c->max_repairs,
                .timeout_s = c->timeout_s, .spec = &mo.spec};
  /* a share (after the test-suite engines) is kept to within a second:
   * the engine runs in its own process then too, which ends itself */
  double hard_s = 0;
  if (c->tmpl_share_s > 0 && (to.timeout_s <= 0 || c->tmpl_share_s < to.timeout_s)) {
    to.timeout_s = c->tmpl_share_s;
    hard_s = c->tmpl_share_s + TMPL_SHARE_GRACE_S;
  }
  /* the second core: the template engine starts before any Z3 state exists here */
  tmplproc *tp = c->engine == ENGINE_AUTO || (c->engine == ENGINE_TEMPLATES && hard_s > 0) ? tmplproc_start(p, &to, hard_s) : NULL;
  d.tp = &tp;
  search_stats st = {0};
  int bound_correct = 0;  /* the original passes only when runs may stay unfinished */
  if (c->engine & ENGINE_MUTATION) {
    search_run(p, &ms, &so, on_repair, &d, &st, stderr);
    /* without a cut the second phase is the first one again */
    if (bounded && st.may_cut && d.n == 0 && !d.internal_error && !deadline_passed() &&
        (st.status == SEARCH_EXHAUSTED || st.status == SEARCH_LIMIT))
      bound_correct = bounded_phase(&d, &so, &st);
  } else {
    st.status = SEARCH_EXHAUSTED;
  }
  tr_stats ts = {0};
  int tmpl_ran = 0;
  int mut_done = st.status == SEARCH_ERROR || st.status == SEARCH_CORRECT || st.repairs > 0 || d.internal_error;
  if (c->engine == ENGINE_TEMPLATES || (c->engine == ENGINE_AUTO && !mut_done)) {
    tmpl_ran = 1;
    if (!tp || tmplproc_collect(tp, on_tmpl_repair, &d, &ts) < 0) {
      if (tp) fputs("amend: the template process ended early; running the engine here\n", stderr);
      tr_run(p, &to, on_tmpl_repair, &d, &ts, stderr);
    }
    tp = NULL;
  }
  tmplproc_cancel(tp);

  int code;
  if (st.status == SEARCH_ERROR || (tmpl_ran && ts.status == TR_ERROR)) {
    code = EXIT_INPUT;
  } else if (d.internal_error) {
    code = EXIT_INTERNAL;
  } else {
    const prune_stats *ps = &st.prune;
    int only_tmpl = c->engine == ENGINE_TEMPLATES;
    int correct = only_tmpl ? ts.status == TR_CORRECT : st.status == SEARCH_CORRECT;
    const char *status = only_tmpl ? tr_status_str(ts.status) : search_status_str(st.status);
    rep_summary sum = {0};
    /* exhausted (or correct) may rest on runs the bound cut: then say so */
    if (!only_tmpl && d.n == 0 && !deadline_passed() && c->unwinding_assertions != PATCH_CUT_FREE && st.may_cut &&
        (bound_correct || (st.status == SEARCH_EXHAUSTED && (c->engine & ENGINE_MUTATION) &&
                           (!tmpl_ran || ts.status == TR_EXHAUSTED)))) {
      int b = bound_stopped(c, p, &ms, &so, d.mode, bound_correct, &sum);
      if (b > 0) {
        status = "bound";
        correct = 0;
      } else if (b < 0 && !bound_correct) {
        /* the limit stopped the question whether only the bound failed the
         * candidates: "exhausted" would claim no repair exists */
        status = "timeout";
      }
    }
    if (correct && !deadline_passed() && compared_none(c, p, &sum)) {
      status = "bound";
      correct = 0;
    }
    /* its share, not --timeout, stopped the template engine: a limit */
    int share_ended = tmpl_ran && ts.status == TR_TIMEOUT && c->tmpl_share_s > 0 && !deadline_passed();
    if (share_ended && only_tmpl) status = "limit";
    /* --timeout stopped some part of the run: say so, whatever else ended */
    if (deadline_passed() && !correct && (d.timed_out || strcmp(status, "exhausted"))) status = "timeout";
    rep_summary sum0 = {.status = status, .repairs = d.n, .candidates = st.candidates,
                        .elapsed_s = st.elapsed_s + (only_tmpl ? ts.elapsed_s : 0),
                        .max_size_done = st.max_size_done, .prune = prune_name(c->prune),
                        .fl_clauses = ps->fl_clauses, .vars_clauses = ps->vars_clauses,
                        .inputs_learned = ps->inputs_learned, .fl_s = ps->fl_s, .vars_s = ps->vars_s,
                        .cex_s = ps->cex_s, .encode_s = st.encode_s, .generate_s = st.generate_s,
                        .validate_s = st.validate_s, .recheck_s = d.recheck_s,
                        .engine = repair_engine_name(c->engine),
                        .tmpl_status = share_ended ? "limit" : tmpl_ran ? tr_status_str(ts.status) : NULL,
                        .tmpl_share_s = share_ended ? c->tmpl_share_s : 0, .diagnoses = ts.diagnoses,
                        .tried = ts.tried, .tmpl_repairs = ts.repairs, .iterations = ts.iterations,
                        .diagnose_s = ts.diagnose_s, .cegis_s = ts.cegis_s, .tmpl_elapsed_s = ts.elapsed_s,
                        .propose_s = ts.propose_s, .refute_s = ts.refute_s,
                        .prog = p};
    sum0.nplaces = sum.nplaces;
    memcpy(sum0.places, sum.places, sizeof sum.places);
    sum0.unwind = sum.unwind;
    sum0.command = sum.command;
    sum0.vacuous = sum.vacuous;
    sum0.original_passes = sum.original_passes;
    sum = sum0;
    program_argv_bounds(p, entry, &c->spec.env, &sum.argv_max_argc, &sum.argv_max_len);
    sum.ref_uninit = c->spec.reference && harness_ref_uninit(p) ? c->spec.reference : NULL;
    sum.stdin_bytes = program_stdin_bytes(p, &c->spec);
    sum.stdin_tokens = program_stdin_tokens(p, &c->spec, &sum.tokens_exact, &sum.tokens_double);
    sum.stdin_text = program_stdin_text(p, &c->spec);
    repair_scope_summary(&mo.spec, &sum);
    sum.max_string = program_max_string(p, &c->spec);
    repair_print_summary(c, &sum);
    /* 10 only when every engine that ran searched its whole space */
    int mut_exhausted = !(c->engine & ENGINE_MUTATION) || st.status == SEARCH_EXHAUSTED;
    int tmpl_exhausted = !tmpl_ran || ts.status == TR_EXHAUSTED;
    if (correct || d.n > 0) code = EXIT_OK;
    else if (mut_exhausted && tmpl_exhausted && strcmp(status, "timeout") && strcmp(status, "bound")) code = EXIT_VIOLATED;
    else code = EXIT_LIMIT;
    if (c->sarif && rep_sarif_write(c->sarif, d.found, d.n, 0) < 0) code = EXIT_INPUT;
    free((char *)sum.command);
  }
  for (int i = 0; i < d.n; i++) rep_repair_free(&d.found[i]);
  free(d.found);
  free(frozen);
  mut_space_free(&ms);
  ir_prog_free(p);
  return code;
}


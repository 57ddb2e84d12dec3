/* testrepair.c - the test-suite repair command. */
#include "repair/testrepair.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/front.h"
#include "repair/based.h"
#include "repair/guided/guided.h"
#include "repair/mutation/mutation.h"
#include "repair/output.h"
#include "repair/recheck.h"
#include "repair/testjudge.h"
#include "repair/synthesis/synthesis.h"
#include "load/harness.h"
#include "load/program.h"
#include "native/sandbox.h"
#include "oracle/overfit.h"
#include "oracle/refsuite.h"
#include "oracle/sites.h"
#include "report/repairs.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"
#include "util/exitcode.h"

/* the CPU-time cap of a run of a candidate: this many times the
 * original's time on the same test (its slowest run for a run on no
 * test), at least CPU_CAP_MIN_S seconds, on the user's tests as on the
 * reference's (a slower original raises it through the factor).  At 0.1 s
 * on the user's tests, the mutants of Codeflaws 120-B that loop (410 runs)
 * took 42.7 s of its 56.7 s; at 0.05 s, 22.8 s.  At 0.02 s, the 60
 * defects of the Codeflaws sample ran 714 s in all instead of 804, the
 * same repairs, 5 at the time limit instead of 6 (a trivial program's run
 * uses under 2 ms of it: no run of 1000 was stopped at 2 ms).  Codeflaws
 * 12-C's slowest test takes 66 ms, and each mutant that looped on another
 * test waited 1.3 s, 42 s of its 60 s, until the cap was the test's own */
#define CPU_CAP_FACTOR 20
#define CPU_CAP_MIN_S 0.02

/* variations of the first refuting stdin that become tests (refsuite.h) */
#define REF_VARIANTS 24
/* localizations at most, each after the reference added tests */
#define SYNTH_ROUNDS 6
/* refusals that natively pass the test refuting them, after which the
 * synthesis engine stops: its next candidates (a guard false on every
 * test, written another way) would fare alike, at a proof each */
#define SYNTH_BLIND_MAX 3
/* seconds the mutation search's next size may be expected to take before
 * the reference's sets and bases run first */
#define DEAR_SIZE_S 20.0


/* A copy of change ch (its texts its own). */
static rep_change change_dup(const rep_change *ch) {
  rep_change c = *ch;
  c.original = strdup(ch->original);
  c.replacement = strdup(ch->replacement);
  c.new_text = c.replacement;
  return c;
}

/* A repair found on a base program as a repair of the original: the
 * base's changes first (the caller moved its own to the original's
 * places), and the original's patch, returned (malloc'd). */
static patch rebase(const driver *d, rep_repair *rr, const patch *pt) {
  rep_change *c = xcalloc((size_t)(rr->n + d->nbase_ch) + 1, sizeof *c);
  for (int i = 0; i < d->nbase_ch; i++) c[i] = change_dup(&d->base_ch[i]);
  memcpy(c + d->nbase_ch, rr->c, sizeof *c * (size_t)rr->n);
  free(rr->c);
  rr->c = c;
  rr->n += d->nbase_ch;
  rr->size += d->base_size;
  return based_patch(d->base, pt);
}

static int on_cond(void *ctx, const cr_repair *r, const patch *pt) {
  driver *d = ctx;
  const ir_prog *p = d->ts->p;
  ir_loc at = r->at->pt.at;
  rep_repair rr = {0};
  rr.size = rr.n = 1;
  rr.elapsed_s = clock_now() - d->t0;
  rr.engine = "synthesis";
  rr.kind = r->at->pt.kind == PROBE_IF ? "condition" : "precondition";
  rr.trivial = r->trivial;
  rr.c = xcalloc(2, sizeof *rr.c);
  rep_change *ch = &rr.c[0];
  ch->file = p->files[at.file].path;
  ch->line = ch->at_line = at.line;
  ch->col = ch->at_col = at.col;
  ch->original = strdup(r->original);
  ch->replacement = strdup(r->replacement);
  ch->new_text = ch->replacement;
  ch->edit = r->at->pt.kind == PROBE_IF ? "expression" : "insert";
  unsigned end = r->at->pt.kind == PROBE_IF ? at.end : probe_stmt_end(p, at);
  rep_linecol(p, at.file, end, &ch->at_end_line, &ch->at_end_col);
  patch whole = {0};
  if (d->base) {
    ir_loc span = at;
    span.end = end;
    based_place(d->base, at, span, ch);
    whole = rebase(d, &rr, pt);
    pt = &whole;
  }
  rr.diff = patch_diff(d->p0, pt);
  int v = 0;
  if (td_twin_dropped(d, &rr)) goto out;
  /* the search watches the deadline itself; refusals the suite cannot
   * tell (blind ones) end it: the next engines' turn */
  int blind = d->blind;
  if (td_judged(d, pt, &rr)) {
    d->synth_blinds += d->blind > blind;
    v = d->synth_blinds >= SYNTH_BLIND_MAX ? (d->synth_blind = 1, -2) : -1;
    goto out;
  }
  td_emit(d, rr, pt);
  v = td_limit_reached(d);
out:
  if (d->base) patch_free(&whole);
  return v;
}

static int on_mut(void *ctx, const search_repair *r) {
  driver *d = ctx;
  const ir_prog *p = d->ts->p;
  patch pt = mut_patch(p, d->ms, r->muts, r->size);
  int ok = ts_validate(d->ts, &pt);
  if (!ok) {
    /* the schema and the plain compile disagree: say so, print nothing */
    fputs("amend: a mutant that passed in the schema fails on its own; it is not reported\n", stderr);
    patch_free(&pt);
    return -1;
  }
  rep_repair rr = {0};
  rr.size = rr.n = r->size;
  rr.elapsed_s = clock_now() - d->t0;
  rr.engine = "mutation";
  rr.kind = "mutation";
  rr.c = xcalloc((size_t)r->size + 1, sizeof *rr.c);
  for (int i = 0; i < r->size; i++) {
    const mut *m = &d->ms->muts[r->muts[i]];
    mut_describe(p, m, &rr.c[i]);
    rr.mends_warning |= m->kind == MUT_EQ;
    if (d->base) based_place(d->base, m->node->loc, m->at, &rr.c[i]);
  }
  if (d->base) {
    patch whole = rebase(d, &rr, &pt);
    patch_free(&pt);
    pt = whole;
  }
  rr.diff = patch_diff(d->p0, &pt);
  if (td_twin_dropped(d, &rr)) {
    patch_free(&pt);
    return 0;
  }
  int out = td_judged(d, &pt, &rr);
  if (!out) td_emit(d, rr, &pt);
  patch_free(&pt);
  if (out) return -1;
  return td_limit_reached(d);
}

/* A candidate of the guided engine that passed every test. */
static int on_guided(void *ctx, const patch *pt, const rep_change *ch, int n, int size) {
  driver *d = ctx;
  rep_repair rr = {0};
  rr.size = size;
  rr.n = n;
  rr.elapsed_s = clock_now() - d->t0;
  rr.engine = "reference";
  rr.kind = "guided";
  rr.c = xcalloc((size_t)n + 1, sizeof *rr.c);
  for (int i = 0; i < n; i++) rr.c[i] = change_dup(&ch[i]);
  rr.diff = patch_diff(d->ts->p, pt);
  if (td_twin_dropped(d, &rr)) return 0;
  if (td_judged(d, pt, &rr)) return -1;
  td_emit(d, rr, pt);
  return td_limit_reached(d);
}

/* The synthesis engine on ts's program, a round per suite: a candidate
 * the reference refutes adds the test that refutes it, and the angel's
 * examples change with the suite.  -1 when the probes do not compile. */
static int synth_rounds(driver *d, ts_ctx *ts, const site_opts *so) {
  rep_tests *rt = d->rt;
  for (int round = 0; round < SYNTH_ROUNDS; round++) {
    int tests0 = ts->s->n, found0 = d->n;
    ang_result ar;
    if (ang_localize(ts, so, &ar, stderr) < 0) {
      ang_free(&ar);
      return -1;
    }
    cr_stats cs;
    cr_run(ts, &ar, on_cond, d, &cs);
    rt->points = ar.npoints;
    rt->tried += ar.tried_if + ar.tried_stmt;
    rt->angelic += ar.nlocs;
    rt->candidates += cs.candidates;
    rt->synth_repairs += cs.repairs;
    rt->trivial += cs.trivial;
    rt->localize_s += ar.elapsed_s;
    rt->synth_s += cs.synth_s;
    rt->synth_status = ts_out_of_time(ts) || cs.timed_out      ? "timeout"
                       : td_limit_reached(d) || d->synth_blind ? "limit"
                                                            : "exhausted";
    ang_free(&ar);
    if (strcmp(rt->synth_status, "exhausted") || d->n > found0 || ts->s->n == tests0) break;
  }
  return 0;
}

/* An edit of the guided engine as a base: condition synthesis and the
 * mutation search on the program with it, each candidate judged as a
 * patch of the original.  A base that passes every test alone was a
 * guided candidate already. */
static int on_base(void *ctx, const patch *pt, const rep_change *ch, int n, int size) {
  driver *d = ctx;
  if (td_limit_reached(d) || ts_out_of_time(d->ts0)) return 1;
  double t0 = clock_now();
  based *b = based_load(d->p0, pt, &d->c->spec, stderr);
  if (!b) return 0;
  d->bases = xrealloc(d->bases, sizeof *d->bases * (size_t)(d->nbases + 1));
  d->bases[d->nbases++] = b;
  ir_prog *q = based_prog(b);
  site_opts so = {.nfrozen = d->c->nfrozen, .frozen = d->c->frozen};
  if (site_scope(q, &so, d->c->nmutate, d->c->mutate, stderr) < 0) return 0;
  const ts_ctx *t0s = d->ts0;
  ts_ctx ts = {.p = q, .s = t0s->s, .dir = t0s->dir, .cflags = t0s->cflags, .ncflags = t0s->ncflags,
               .timeout_s = t0s->timeout_s, .deadline = t0s->deadline, .spec_consts = t0s->spec_consts,
               .nspec_consts = t0s->nspec_consts, .cap_s = t0s->cap_s,
               .cap_factor = t0s->cap_factor, .cap_floor = t0s->cap_floor};
  /* a base gcc refuses (a type edit the program's other uses do not
   * take) is no error of the user's: left out, quietly */
  if (ts_baseline(&ts, NULL) < 0 || ts.nfail == 0) {
    ts_free(&ts);
    return 0;
  }
  const mut_space *ms0 = d->ms;
  d->ts = &ts;
  d->base = b;
  d->base_ch = ch;
  d->nbase_ch = n;
  d->base_size = size;
  int before = d->n;
  /* the synthesis engine first (a condition made false is one edit), its
   * figures and blind refusals counted apart; then the mutation search */
  rep_tests *rt = d->rt, own = {0};
  int blinds = d->synth_blinds, synth_blind = d->synth_blind;
  d->rt = &own;
  d->synth_blinds = d->synth_blind = 0;
  synth_rounds(d, &ts, &so);
  d->rt = rt;
  d->synth_blinds = blinds;
  d->synth_blind = synth_blind;
  tm_stats st = {0};
  if (d->n == before && !td_limit_reached(d) && !ts_out_of_time(&ts)) {
    mut_opts mo = *d->mo;
    mo.spec = so;
    mut_space ms;
    mut_enumerate(q, &mo, &ms);
    d->ms = &ms;
    tm_run(&ts, &ms, d->c->max_size, 0, on_mut, NULL, d, &st, stderr);
    mut_space_free(&ms);
  }
  d->ts = d->ts0;
  d->ms = ms0;
  d->base = NULL;
  rt->bases++;
  rt->based_candidates += own.candidates + st.candidates;
  rt->based_repairs += d->n - before;
  rt->based_s += clock_now() - t0;
  d->ts0->runs += ts.runs;
  d->ts0->nvalid += ts.nvalid;
  d->ts0->validate_s += ts.validate_s;
  ts_free(&ts);
  return d->n > before;
}

/* One pass of the reference-guided engine; its figures add up in rt. */
static void run_guided_engine(driver *d, const ir_prog *refp, int which, rep_tests *rt) {
  guided_stats gs;
  guided_run(d->ts, refp, which, on_guided, d, &gs);
  rt->guided_status = gs.timed_out ? "timeout" : "exhausted";
  if (gs.edits > rt->guided_edits) rt->guided_edits = gs.edits;
  rt->guided_candidates += gs.candidates;
  rt->guided_repairs += gs.repairs;
  rt->guided_s += gs.elapsed_s;
  if (refp == d->refp) d->transplanted |= gs.transplanted;
}

/* What repairs with more than one edit from the reference: the guided
 * engine's sets, then (auto) the searches from its bases.  Once, and
 * only while nothing repairs (--engine reference: the guided engine
 * alone, every candidate).  1 when the deadline stopped them. */
static int ref_sets(driver *d) {
  const repair_cli *c = d->c;
  int run = c->engine == ENGINE_REFERENCE || (c->engine == ENGINE_AUTO && d->n == 0);
  if (d->sets_done || !d->refp || !run || td_limit_reached(d) || ts_out_of_time(d->ts0)) return 0;
  d->sets_done = 1;
  run_guided_engine(d, d->refp,
                    c->engine == ENGINE_REFERENCE ? GUIDED_ALL | GUIDED_TRANSPLANT : GUIDED_SETS | GUIDED_EARLY_TRANSPLANT,
                    d->rt);
  int timed_out = !strcmp(d->rt->guided_status, "timeout");
  if (c->engine == ENGINE_AUTO && d->n == 0 && !td_limit_reached(d) && !ts_out_of_time(d->ts0)) {
    guided_bases(d->ts0, d->refp, on_base, d);
    timed_out |= ts_out_of_time(d->ts0);
  }
  /* the largest edits last: the reference's statements in the program's
   * names where the two are built differently */
  if (c->engine == ENGINE_AUTO && d->n == 0 && !d->transplanted && !td_limit_reached(d) && !ts_out_of_time(d->ts0)) {
    run_guided_engine(d, d->refp, GUIDED_TRANSPLANT, d->rt);
    timed_out |= !strcmp(d->rt->guided_status, "timeout");
  }
  /* --donor: other correct programs of the task, often built more like
   * this one than the reference is, as sources of the same edits; what
   * they bring is judged by the reference as ever */
  for (int i = 0; i < c->ndonors && d->n == 0 && !td_limit_reached(d) && !ts_out_of_time(d->ts0); i++) {
    const char *df[1] = {c->donors[i]};
    front_opts fo = {.nargs = c->spec.nclang, .args = c->spec.clang, .lenient = 1};
    ir_prog *donor = front_parse(1, df, &fo, stderr);
    if (!donor) continue;
    run_guided_engine(d, donor, GUIDED_ALL | GUIDED_TRANSPLANT, d->rt);
    timed_out |= !strcmp(d->rt->guided_status, "timeout");
    d->rt->donors_tried++;
    ir_prog_free(donor);
  }
  return timed_out;
}

/* Between two sizes of the mutation search: when the next size would
 * take more than DEAR_SIZE_S, or a proof was undecided, the reference's
 * sets and bases go first,
 * and if they repair, the search ends there (their repairs hold two
 * edits or more, as many as the next size's). */
static int on_between(void *ctx, int k, double next_s) {
  driver *d = ctx;
  /* also where proofs reach their limit: each candidate that passes the
   * tests then costs up to half the time left, and the reference's blocks
   * may make the program its text, which needs none (Codeflaws 152-C: a
   * debugging printf the reference comments out, never reached) */
  if ((next_s < DEAR_SIZE_S && !d->undecided) || d->n > 0 || d->sets_done) return 0;
  d->sets_timed_out |= ref_sets(d);
  if (d->n == 0) return 0;
  d->mut_paused = k + 1;
  return 1;
}

/* No test tells the program from the reference, and the check that would
 * find a stdin that does reached its limit (tables of input-sized length
 * fill --memory): whether the program is wrong is not known, but the
 * reference's own text is a repair that needs no proof.  The guided
 * engine's edits, alone and in sets, each judged by that alone (a proof
 * would meet the same limit), within half the time left (the verifier's
 * search gets the rest when none makes the program the reference). */
static void identity_phase(driver *d, const front_opts *fo) {
  const char *rf[1] = {d->c->spec.reference};
  ir_prog *refp = front_parse(1, rf, fo, NULL);
  if (!refp) return;
  ts_ctx *ts = d->ts0;
  double deadline = ts->deadline;
  if (deadline > 0) ts->deadline = clock_now() + (deadline - clock_now()) / 2;
  d->refp = refp;
  run_guided_engine(d, refp, GUIDED_ALL | GUIDED_TRANSPLANT, d->rt);
  d->refp = NULL;
  ts->deadline = deadline;
  ir_prog_free(refp);
}

/* --compare as the suite judges: every mode but exact is a form of judge.h */
static suite_judge suite_judge_of(spec_compare c) {
  return c == SPEC_COMPARE_SPACE ? SUITE_SPACE : c == SPEC_COMPARE_TOKENS ? SUITE_TOKENS
         : c == SPEC_COMPARE_NUMBERS ? SUITE_NUMBERS : SUITE_EXACT;
}

int testrepair_run(const repair_cli *c, testrepair_result *out) {
  double t0 = clock_now();
  out->next = TESTREPAIR_DONE;
  repair_backstop(c, 0);
  if (c->engine == ENGINE_TEMPLATES) {
    fputs("amend: error: --engine templates needs assertions; with --tests use mutation, synthesis or auto\n", stderr);
    return EXIT_INPUT;
  }
  const char *ref_uninit = NULL;
  int io[5] = {0, 0, 0, 0, 0};  /* stdin bytes, tokens, exact, doubles, text */
  if (c->spec.reference) {
    /* the reference judges every patch: it and the program must load for
     * the proof, so a construct it cannot verify is an input error now */
    const char *entry = NULL;
    ir_prog *chk = program_load(&c->spec, &entry, stderr);
    if (!chk) return EXIT_INPUT;
    ref_uninit = harness_ref_uninit(chk) ? c->spec.reference : NULL;
    io[0] = program_stdin_bytes(chk, &c->spec);
    io[1] = program_stdin_tokens(chk, &c->spec, &io[2], &io[3]);
    io[4] = program_stdin_text(chk, &c->spec);
    ir_prog_free(chk);
  }
  /* without --tests the reference is the whole specification: the tests
   * are drawn from it (refsuite.h) */
  int gen = !c->tests;
  suite s = {0};
  if (!gen && suite_load(c->tests, &s, stderr) < 0) return EXIT_INPUT;
  suite_judge_set(&s, c->oracle ? SUITE_ORACLE : suite_judge_of(c->spec.compare),
                  c->oracle);
  int ngiven = s.n;   /* the tests of --tests DIR; the reference's come after */
  front_opts fo = {.nargs = c->spec.nclang, .args = c->spec.clang, .lenient = 1};
  ir_prog *p = front_parse(c->spec.nfiles, c->spec.files, &fo, stderr);
  site_opts so = {.nfrozen = c->nfrozen, .frozen = c->frozen};
  if (p && site_scope(p, &so, c->nmutate, c->mutate, stderr) < 0) {
    ir_prog_free(p);
    p = NULL;
  }
  if (!p) {
    suite_free(&s);
    return EXIT_INPUT;
  }
  char *work = run_workdir();
  if (!work) {
    fputs("amend: error: cannot create a private work directory\n", stderr);
    ir_prog_free(p);
    suite_free(&s);
    return EXIT_INTERNAL;
  }
  ts_ctx ts;
  memset(&ts, 0, sizeof ts);
  ts.p = p;
  ts.s = &s;
  ts.dir = work;
  ts.cflags = c->spec.clang;
  ts.ncflags = c->spec.nclang;
  ts.timeout_s = c->test_timeout_s > 0 ? c->test_timeout_s : 2.0;
  ts.deadline = deadline_left() > 0 ? clock_now() + deadline_left() : 0;  /* from amend's start */
  int code;
  rep_tests rt;
  memset(&rt, 0, sizeof rt);
  rt.total = s.n;
  driver d = {.c = c, .p0 = p, .ts0 = &ts, .ts = &ts, .t0 = t0, .rt = &rt};
  mut_space ms;
  memset(&ms, 0, sizeof ms);
  ir_prog *refp = NULL;     /* the reference, lenient: its strings live there */
  mut_text *texts = NULL;
  int cut = 0;  /* --timeout stopped the baseline: nothing is known */
  testrepair_next fallback = TESTREPAIR_DONE;
  char *rdir = NULL;
  /* an oracle judges the given tests; the reference's tests would need it too */
  if (c->spec.reference && !c->oracle) {
    rdir = ts_subdir(&ts, "reference");
    d.rs = rs_new(&c->spec, rdir, &s, stderr);
  }
  int64_t ref_consts[8];
  ts.nspec_consts = rs_constants(d.rs, ref_consts, (int)(sizeof ref_consts / sizeof *ref_consts));
  ts.spec_consts = ref_consts;
  if (gen) {
    int seeded = d.rs ? rs_seed(d.rs, c->unwind, REF_VARIANTS) : 0;
    /* no stdin told them apart, and the check that would find one reached
     * its limit: the reference's own text is still a repair one can prove */
    d.identity_only = seeded < 0 && d.rs && !deadline_passed() &&
                      (c->engine == ENGINE_AUTO || c->engine == ENGINE_REFERENCE);
    if ((seeded <= 0 && !d.identity_only) || deadline_passed()) {
      /* equivalent, a limit, or no stdin that makes a test: the verifier's
       * own search says which */
      fallback = TESTREPAIR_VERIFIER;
      code = EXIT_OK;
      goto done;
    }
  } else if (d.rs) {
    /* the given tests first, then the reference's: cheap filters both */
    rs_seed(d.rs, c->unwind, REF_VARIANTS);
  }
  if (ts_baseline(&ts, stderr) < 0) {
    if (!deadline_passed()) {
      code = EXIT_INPUT;
      goto done;
    }
    cut = 1;
  }
  /* a test that fails (an order of the numbers the probe ran) guides the
   * engines as ever, and the reference's proof judges them */
  if (ts.nfail > 0) d.identity_only = 0;
  rt.failing = ts.nfail;
  /* AMEND_NO_RULES: every candidate that passes (to measure the rules) */
  if (!c->spec.reference && !getenv("AMEND_NO_RULES")) d.of = of_new(p, &s);
  /* tests alone: every repair waits for the others, to be printed in rank
   * order; the search ends early so that they run on inputs made from
   * the tests (td_vary) and are printed before --timeout */
  if (!c->spec.reference && !getenv("AMEND_NO_RANK")) {
    d.hold = d.ranked = 1;
    double left = ts.deadline > 0 ? ts.deadline - clock_now() : 0;
    if (left > 20) ts.deadline -= 3.0;
    else if (left > 10) ts.deadline -= 1.0;
  }
  /* what feedback shows first (report/feedback.h); the given tests come
   * before the reference's in the suite */
  int shortest = cut ? -1 : ts_shortest_failing(&ts, &rt.shortest);
  rt.shortest.given = shortest >= 0 && shortest < ngiven;
  /* a run may use at most a CPU-time cap far above what the original
   * needed: a mutant that loops ends there, not at --test-timeout (2 s),
   * which most of a search's time went to (Codeflaws 10-A-2106391: 18
   * runs at the limit, 36 of its 60 s, 9% of a core busy) */
  if (!cut) ts_cap(&ts, CPU_CAP_FACTOR, CPU_CAP_MIN_S);

  if (!cut && ts.nfail == 0 && c->spec.reference && !d.identity_only) {
    /* every test passes: they cannot guide a repair, the reference can */
    fallback = gen ? TESTREPAIR_VERIFIER : TESTREPAIR_REFERENCE;
    code = EXIT_OK;
    goto done;
  }
  const char *status = cut ? "timeout" : "correct";
  int exhausted = !cut;
  if (!cut && ts.nfail == 0 && d.identity_only) {
    identity_phase(&d, &fo);
    if (d.n == 0) {
      fallback = TESTREPAIR_VERIFIER;  /* as before: the verifier's own search */
      code = EXIT_OK;
      goto done;
    }
    status = "limit", exhausted = 0;
    rt.identity_only = 1;
  }
  if (!cut && ts.nfail > 0) {
    mut_opts mo = {.level = c->level, .spec = so, .schema_ops = 1};
    /* the reference's strings: formats and texts the program's calls may
     * take instead (read as the program is, leniently) */
    if (c->spec.reference) {
      const char *rf[1] = {c->spec.reference};
      refp = front_parse(1, rf, &fo, NULL);
      if (refp) mo.ntexts = mut_collect_texts(refp, &texts);
      mo.texts = texts;
    }
    d.refp = refp;
    d.mo = &mo;
    int run_synth = c->engine == ENGINE_AUTO || c->engine == ENGINE_SYNTHESIS;
    int run_mut = c->engine == ENGINE_AUTO || c->engine == ENGINE_MUTATION;
    status = "exhausted";
    /* with a reference, its single edits first: each is one edit, and where
     * a course's program differs from its reference it is often the one
     * that repairs; then the mutation search looks for the other repairs of
     * that size only.  What it finds is held back and printed after the
     * synthesised and mutated repairs, which change less text */
    if (refp && c->engine == ENGINE_AUTO) {
      d.hold = 1;
      run_guided_engine(&d, refp, GUIDED_SINGLE, &rt);
      d.hold = 0;
      /* the reference's blocks, where together they make the program its
       * text: proven without a solver, before engines whose candidates
       * each cost a proof, and printed at once; not where a single edit
       * already repairs (held, printed after the other engines' repairs) */
      if (d.n + d.nheld == 0 && !ts_out_of_time(&ts)) run_guided_engine(&d, refp, GUIDED_IDENTICAL, &rt);
      if (!strcmp(rt.guided_status, "timeout")) exhausted = 0;
    }
    if (run_synth && !td_limit_reached(&d) && synth_rounds(&d, &ts, &mo.spec) < 0 && !deadline_passed()) {
      code = EXIT_INTERNAL;   /* the original compiled: the probes are at fault */
      goto done;
    }
    if (rt.synth_status && strcmp(rt.synth_status, "exhausted")) exhausted = 0;
    if (run_mut && !td_limit_reached(&d)) {
      mut_enumerate(p, &mo, &ms);
      d.ms = &ms;
      tm_stats st;
      int before = td_nfound(&d);
      /* with a reference judging, a candidate that passes may still be refused: the callback counts */
      int left = c->max_repairs > 0 && !c->spec.reference ? c->max_repairs - d.n : 0;
      int max_size = d.n + d.nheld > 0 ? 1 : c->max_size;
      int others = rt.guided_repairs + rt.based_repairs;  /* found between two sizes */
      tm_run(&ts, &ms, max_size, left, on_mut, refp ? on_between : NULL, &d, &st, stderr);
      rt.mut_status = search_status_str(st.status);
      rt.sites = st.sites;
      rt.muts = st.muts;
      rt.sites_left_out = st.sites_left_out;
      rt.mut_at_cap = st.at_cap;
      rt.mut_candidates = st.candidates;
      rt.mut_repairs = td_nfound(&d) - before - (rt.guided_repairs + rt.based_repairs - others);
      rt.max_size_done = st.max_size_done;
      rt.max_size = max_size > 0 && max_size <= 64 ? max_size : 64;
      rt.size_capped = max_size != c->max_size;
      rt.mut_paused = d.mut_paused;
      rt.mut_s = st.elapsed_s;
      if (st.status != SEARCH_EXHAUSTED) exhausted = 0;
      if (st.status == SEARCH_TIMEOUT) status = "timeout";
      else if (st.status != SEARCH_EXHAUSTED && strcmp(status, "timeout")) status = "limit";
    }
    if (d.ranked) {
      td_print_ranked(&d);
      td_vary(&d);
    }
    for (int i = 0; i < d.nheld; i++) {
      if (td_limit_reached(&d) || td_printed_before(&d, &d.held[i])) rep_repair_free(&d.held[i]);
      else td_emit(&d, d.held[i], NULL);
    }
    td_free_held(&d);
    d.nheld = 0;
    /* the reference's sets of edits and its bases, when nothing smaller
     * repairs (unless the mutation search ran them between two sizes) */
    d.sets_timed_out |= ref_sets(&d);
    if (d.sets_timed_out) status = "timeout", exhausted = 0;
    /* nothing proven: what passes every test, the reference's too, and
     * whose proof a limit stopped, as tested only */
    for (int i = 0; i < d.nunproven && d.n == rt.unproven_printed && !td_limit_reached(&d); i++) {
      rep_repair u = d.unproven[i];
      u.proved_by = "tests";
      u.ev_proven = 0;
      u.ev_from_reference = rs_count(d.rs);
      d.unproven[i].diff = NULL, d.unproven[i].c = NULL, d.unproven[i].n = 0;
      td_emit(&d, u, NULL);
      rt.unproven_printed++;
    }
    if (rt.synth_status && !strcmp(rt.synth_status, "timeout")) status = "timeout";
    else if (rt.synth_status && !strcmp(rt.synth_status, "limit") && !strcmp(status, "exhausted")) status = "limit";
  }
  rt.runs = ts.runs;
  rt.refuted = d.refuted;
  rt.undecided = d.undecided;
  rt.judged = c->spec.reference != NULL;
  if (d.undecided && !strcmp(status, "exhausted")) status = "limit", exhausted = 0;  /* not every candidate was judged */
  rt.undecided_bound = d.by_bound;
  rt.from_reference = rs_count(d.rs);
  if (d.of) {
    of_counts oc;
    of_counts_get(d.of, &oc);
    rt.rules = 1;
    rt.refused_constant = oc.constant;
    rt.refused_unread = oc.unread;
    rt.refused_uninit = oc.uninit;
  }
  rt.total = s.n;
  if ((gen || d.rs) && d.n == 0 && !d.undecided && strcmp(status, "timeout") && !deadline_passed() && c->engine == ENGINE_AUTO) {
    /* no mutation or condition repair, and none left undecided (by the
     * bound, which the summary would explain): the template engine's turn,
     * as `repair --reference` runs it beside the mutation search; its
     * repairs are proven by the reference, the judge here too */
    fallback = TESTREPAIR_TEMPLATES;
    code = EXIT_OK;
    rt.validations = ts.nvalid;
    rt.validate_s = ts.validate_s;
    goto done;
  }
  rt.validations = ts.nvalid;
  rt.validate_s = ts.validate_s;
  rep_summary sum;
  memset(&sum, 0, sizeof sum);
  sum.status = status;
  sum.repairs = d.n;
  sum.candidates = rt.mut_candidates + rt.candidates;
  sum.elapsed_s = clock_now() - t0;
  sum.max_size_done = rt.max_size_done;
  sum.engine = repair_engine_name(c->engine);
  sum.tests = &rt;
  sum.ref_uninit = ref_uninit;
  sum.stdin_bytes = io[0];
  sum.stdin_tokens = io[1];
  sum.tokens_exact = io[2];
  sum.tokens_double = io[3];
  sum.stdin_text = io[4];
  repair_scope_summary(&so, &sum);
  if (d.by_bound && d.n == 0 && strcmp(status, "timeout")) {
    /* as repair --reference says it: the bound, not the program, stopped
     * the proof; where, and how to go on */
    sum.status = "bound";
    sum.nplaces = d.cut.nplaces;
    memcpy(sum.places, d.cut.places, sizeof sum.places);
    sum.unwind = d.cut.unwind ? d.cut.unwind : c->unwind;
    sum.vacuous = d.none_compared;
    sum.command = repair_command(c);
  }
  repair_print_summary(c, &sum);
  code = (!cut && ts.nfail == 0) || d.n > 0 ? EXIT_OK : exhausted ? EXIT_VIOLATED : EXIT_LIMIT;
  if (c->sarif && rep_sarif_write(c->sarif, d.found, d.n, 1) < 0) code = EXIT_INPUT;
  free((char *)sum.command);
done:
  sandbox_cpu_cap(0);
  rs_free(d.rs);
  of_free(d.of);
  for (int i = 0; i < d.nunproven; i++) rep_repair_free(&d.unproven[i]);
  free(rdir);
  for (int i = 0; i < d.n; i++) rep_repair_free(&d.found[i]);
  td_free_held(&d);
  for (int i = 0; i < d.nheld; i++) rep_repair_free(&d.held[i]);
  free(d.found);
  free(d.held);
  for (int i = 0; i < d.nbases; i++) based_free(d.bases[i]);
  free(d.bases);
  mut_space_free(&ms);
  free(texts);
  if (refp) ir_prog_free(refp);
  ts_free(&ts);
  run_rmtree(work);
  free(work);
  ir_prog_free(p);
  suite_free(&s);
  out->next = fallback;
  if (fallback == TESTREPAIR_TEMPLATES) out->tests = rt;
  return code;
}

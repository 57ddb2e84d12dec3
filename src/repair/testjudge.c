/* testjudge.c - a passing candidate of the test-suite repair command:
 * judged, held or printed (testjudge.h). */
#include "repair/testjudge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "repair/output.h"
#include "repair/proofproc.h"
#include "oracle/tsvary.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"

#define TD_FRESH 4   /* long lines a text program's proven candidate runs on */
#define TD_VARY_INPUTS 16   /* inputs made from the tests (td_vary), */
#define TD_VARY_REPAIRS 3   /* run on this many of the first repairs */

/* A candidate of a program reading text is proven over lines of a few
 * characters only: it runs on TD_FRESH longer lines drawn for it (they
 * stay tests).  1 when it fails one: a guard the search fitted to the
 * long lines among the tests (`if (i + len != 20)`) fails on others. */
static int fresh_refutes(driver *d, const patch *pt) {
  int first = d->ts->s->n, added = rs_fresh(d->rs, TD_FRESH);
  if (added <= 0) return 0;
  ts_added(d->ts);
  if (d->ts != d->ts0) ts_added(d->ts0);
  int idx[TD_FRESH];
  for (int i = 0; i < added; i++) idx[i] = first + i;
  return !ts_passes(d->ts0, pt, idx, added);
}

int td_judged(driver *d, const patch *pt, rep_repair *rr) {
  if (!d->c->spec.reference) {
    /* nothing proves it: a patch that only memorises the tests is no repair */
    for (int i = 0; i < rr->n; i++)
      if (of_refuse(d->of, rr->c[i].original, rr->c[i].replacement)) {
        rep_repair_free(rr);
        return 1;
      }
    if (of_refuse_patch(d->of, d->ts0, pt)) {
      rep_repair_free(rr);
      return 1;
    }
    return 0;
  }
  if (d->identity_only) {
    if (repair_identical(d->c, d->p0, pt, rr)) return 0;
    d->undecided++;
    rep_repair_free(rr);
    return 1;
  }
  patch_info why = {0};
  double tj = clock_now();
  /* no candidate's proof takes more than half the time left: one the
   * solver cannot settle (a division the program writes another way)
   * leaves the next candidates of the search time of their own */
  repair_cli half = *d->c;
  if (deadline_left() > 0) half.spec.proof_s = deadline_left() / 2;
  /* in a process of its own: a proof that needs more memory than --memory
   * leaves ends there, undecided, not the whole run */
  int v = proof_confirm(&half, d->p0, pt, rr, &why);
  if (getenv("AMEND_DEBUG_JUDGE"))  /* what each judgement costs, and of what */
    fprintf(stderr, "judge: %d in %.2fs (stdin %d bytes)\n%s", v, clock_now() - tj, why.has_stdin ? why.stdin_len : -1,
            rr->diff ? rr->diff : "");
  if (v == 0 && !rr->identical && fresh_refutes(d, pt)) v = 1;
  if (v == 0) return 0;
  /* the stdin that refutes it refuses the candidates like it natively */
  if (v == 1 && why.has_stdin && rs_add(d->rs, why.stdin_bytes, why.stdin_len) >= 0) {
    ts_added(d->ts);
    if (d->ts != d->ts0) ts_added(d->ts0);
    int last = d->ts->s->n - 1;
    d->blind += ts_passes(d->ts0, pt, &last, 1);
  }
  if (v == 1) d->refuted++;
  else d->undecided++;
  d->none_compared |= v == 3;
  if (v >= 2 && !d->by_bound++) {
    d->cut.unwind = rr->unwind;
    d->cut.nplaces = rr->nplaces;
    memcpy(d->cut.places, rr->places, sizeof rr->places);
  }
  /* a condition synthesised whole fits the examples it was made from and
   * nothing else vouches for it: unproven, it is no repair (on 60
   * Codeflaws defects the 3 kept so were wrong, the 7 edits brought over
   * from the reference right) */
  int fitted = rr->kind && !strcmp(rr->kind, "condition");
  if (v == -1 && d->nunproven < UNPROVEN_MAX && !fitted &&
      (half.spec.proof_s <= 0 || half.spec.proof_s >= UNPROVEN_PROOF_MIN_S) && !td_printed_before(d, rr)) {
    /* the proof out of reach (arrays of input-sized length, memory):
     * what every test, the reference's too, passes is kept */
    rr->bound = NULL;
    rr->nplaces = 0;
    d->unproven[d->nunproven++] = *rr;
    return 1;
  }
  rep_repair_free(rr);
  return 1;
}

/* Two diffs alike but for blanks outside quotes (`n >= 3`, `n>=3`). */
static int same_patch(const char *a, const char *b) {
  char qa = 0, qb = 0;
  for (;;) {
    while (!qa && (*a == ' ' || *a == '\t')) a++;
    while (!qb && (*b == ' ' || *b == '\t')) b++;
    if (*a != *b) return 0;
    if (!*a) return 1;
    /* a quote opens or closes the same way on both sides: the bytes agree */
    if (*a == '"' || *a == '\'') {
      if (!qa) qa = *a;
      else if (qa == *a && a[-1] != '\\') qa = 0;
      qb = qa;
    }
    if (*a == '\n') qa = qb = 0;
    a++, b++;
  }
}

/* Two engines may find one patch (a condition synthesised as the mutation
 * search writes it, with other blanks): it is printed once. */
int td_printed_before(const driver *d, const rep_repair *rr) {
  for (int i = 0; i < d->n; i++)
    if (rr->diff && d->found[i].diff && same_patch(rr->diff, d->found[i].diff)) return 1;
  for (int i = 0; i < d->nunproven; i++)
    if (rr != &d->unproven[i] && rr->diff && d->unproven[i].diff && same_patch(rr->diff, d->unproven[i].diff)) return 1;
  for (int i = 0; d->ranked && i < d->nheld; i++)
    if (rr != &d->held[i] && rr->diff && d->held[i].diff && same_patch(rr->diff, d->held[i].diff)) return 1;
  return 0;
}

/* Tests alone prove nothing, and the first repair printed is the one a
 * user takes: a mutation (an operator or constant as the program has it
 * nearly) before a condition synthesised whole, before a guard put around
 * a statement.  On the repair tests of 60 real Codeflaws defects the
 * first repair printed in this order passed every held-out test for 10
 * of 32, in the order found for 7 (bench/overfit_study.py).  Before them
 * all, a mutation that mends what the compiler warns of, `if (m = -1)`
 * made `if (m == -1)`: the slip is rarely meant. */
static int rank_of(const rep_repair *r) {
  if (r->mends_warning) return -1;
  if (!r->kind || !strcmp(r->kind, "mutation") || !strcmp(r->kind, "guided")) return 0;
  return !strcmp(r->kind, "condition") ? 1 : 2;
}

void td_print_ranked(driver *d) {
  for (int i = 1; i < d->nheld; i++)  /* stable: each rank in the order found */
    for (int j = i; j > 0 && rank_of(&d->held[j - 1]) > rank_of(&d->held[j]); j--) {
      rep_repair t = d->held[j];
      d->held[j] = d->held[j - 1];
      d->held[j - 1] = t;
      if (d->held_pt) {
        patch u = d->held_pt[j];
        d->held_pt[j] = d->held_pt[j - 1];
        d->held_pt[j - 1] = u;
      }
    }
  d->hold = d->ranked = 0;
}

/* a's outputs (oa, on the first ka inputs) against another printed
 * repair's (ob, kb; printed as b_index): a names it and the first input
 * on which it prints otherwise, if there is one. */
static void compare(rep_repair *a, char **oa, int ka, char **ob, int kb, int b_index, const tsvary *v) {
  a->ev_compared++;
  for (int i = 0; !a->ev_differs && i < ka && i < kb; i++) {
    int same = oa[i] && ob[i] ? !strcmp(oa[i], ob[i]) : oa[i] == ob[i];
    if (same) continue;
    size_t n;
    const unsigned char *in = tv_stdin(v, i, &n);
    a->ev_differs = b_index;
    a->ev_differs_stdin = memcpy(xmalloc(n + 1), in, n);
    a->ev_differs_len = n;
  }
}

void td_vary(driver *d) {
  if (!d->held_pt || d->c->spec.reference) return;
  /* the held repairs that will be printed first, and their indexes: a
   * twin of an earlier one is not printed (td_printed_before) */
  int pick[TD_VARY_REPAIRS], index[TD_VARY_REPAIRS], np = 0, printed = d->n;
  for (int i = 0; i < d->nheld && np < TD_VARY_REPAIRS; i++) {
    int twin = 0;
    for (int j = 0; j < i && !twin; j++)
      twin = d->held[i].diff && d->held[j].diff && same_patch(d->held[i].diff, d->held[j].diff);
    if (twin) continue;
    if (d->c->max_repairs > 0 && printed >= d->c->max_repairs) break;
    printed++;
    if (d->held_pt[i].text) pick[np] = i, index[np++] = printed;
  }
  if (np < 2) return;
  tsvary *v = tv_new(d->ts0, TD_VARY_INPUTS);
  if (!v) return;
  int n = tv_count(v), ran[TD_VARY_REPAIRS];
  char **out = xcalloc((size_t)(np * n) + 1, sizeof *out);
  for (int k = 0; k < np; k++) ran[k] = tv_outputs(v, &d->held_pt[pick[k]], out + k * n);
  for (int k = 0; k < np; k++) {
    if (ran[k] <= 0) continue;
    rep_repair *a = &d->held[pick[k]];
    a->ev_generated = ran[k];
    for (int j = 0; j < np; j++)
      if (j != k && ran[j] > 0) compare(a, out + k * n, ran[k], out + j * n, ran[j], index[j], v);
  }
  for (int k = 0; k < np * n; k++) free(out[k]);
  free(out);
  tv_free(v);
}

void td_free_held(driver *d) {
  for (int i = 0; d->held_pt && i < d->nheld; i++) patch_free(&d->held_pt[i]);
  free(d->held_pt);
  d->held_pt = NULL;
}

/* A candidate whose twin is printed already: freed, and not judged again
 * (its engine counts it found, so that its supersets are not tried). */
int td_twin_dropped(const driver *d, rep_repair *rr) {
  if (!td_printed_before(d, rr)) return 0;
  rep_repair_free(rr);
  return 1;
}

void td_emit(driver *d, rep_repair rr, const patch *pt) {
  if (d->hold) {
    d->held = xrealloc(d->held, sizeof *d->held * (size_t)(d->nheld + 1));
    if (d->ranked) {
      d->held_pt = xrealloc(d->held_pt, sizeof *d->held_pt * (size_t)(d->nheld + 1));
      d->held_pt[d->nheld] = pt ? patch_dup(pt) : (patch){0};
    }
    d->held[d->nheld++] = rr;
    return;
  }
  rr.index = d->n + 1;
  if (!rr.proved_by) {
    rr.proved_by = d->c->spec.reference ? "reference" : "tests";
    rr.ev_proven = d->c->spec.reference != NULL;
  }
  rr.ev_tests = d->ts0->s->n;
  repair_print(d->c, &rr);
  d->found = xrealloc(d->found, sizeof *d->found * (size_t)(d->n + 1));
  d->found[d->n++] = rr;
  repair_backstop(d->c, d->n);
}

int td_nfound(const driver *d) { return d->n + (d->ranked ? d->nheld : 0); }

int td_limit_reached(const driver *d) { return d->c->max_repairs > 0 && td_nfound(d) >= d->c->max_repairs; }

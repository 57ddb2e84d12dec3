/* recheck.c - a candidate proven against the specification from scratch,
 * under the bound rule of the run, and what the proof says about the bound. */
#include "repair/recheck.h"

#include "util/deadline.h"

static const char *cut_kind(bmc_cutkind k) {
  return k == BMC_CUT_HEAP ? "heap" : k == BMC_CUT_RECURSION ? "recursion" : k == BMC_CUT_STRING ? "string" : "loop";
}

/* The re-check's cut places as report places (file names of the original). */
int repair_places(const ir_prog *p, const patch_info *in, rep_place *out) {
  int n = 0;
  for (int i = 0; i < in->ncuts && n < REP_MAX_PLACES; i++) {
    ir_loc l = in->cuts[i].loc;
    if (l.file < 0 || l.file >= p->nfiles) continue;
    const ir_func *fn = in->cuts[i].func;
    out[n++] = (rep_place){.file = p->files[l.file].path, .line = l.line, .col = l.col,
                           .kind = cut_kind(in->cuts[i].kind), .fn = fn ? fn->name : NULL,
                           .verb = fn ? fn->string_verb : NULL, .max_string = fn ? fn->string_bound : 0};
  }
  return n;
}

/* What a verified repair's re-check (under mode) says about the bound. */
void repair_fill_bound(const repair_cli *c, const ir_prog *p, const patch_info *in, int mode, rep_repair *rr) {
  rr->bound = in->complete ? "complete" : "bounded";
  rr->unwind = c->unwind + (mode == PATCH_CUT_BOUNDED ? BMC_BOUNDED_SLACK : 0);
  rr->orig_unwind = mode == PATCH_CUT_BOUNDED ? c->unwind : 0;
  rr->nplaces = repair_places(p, in, rr->places);
}

static int confirm_at(const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr, patch_info *why) {
  /* the default two-step rule: proven on every run, else bounded */
  int modes[2] = {c->unwinding_assertions, -1};
  if (modes[0] == PATCH_CUT_BOUNDED) modes[0] = PATCH_CUT_FULL, modes[1] = PATCH_CUT_BOUNDED;
  int v = BMC_UNKNOWN, last = modes[0];
  patch_info info = {0};
  for (int k = 0; k < 2 && modes[k] >= 0; k++) {
    last = modes[k];
    /* the places only where a report may name them: after the last rule */
    int final = k == 1 || modes[1] < 0;
    v = (final ? patch_recheck : patch_verdict)(p, pt, &c->spec, c->unwind, modes[k], stderr, &info);
    if (v == BMC_VERIFIED) {
      repair_fill_bound(c, p, &info, modes[k], rr);
      return info.ends ? 0 : 3;  /* 3: no run was compared */
    }
    if (v != BMC_VIOLATED || deadline_passed()) break;
  }
  if (v != BMC_VIOLATED || deadline_passed()) return -1;
  /* refused by an unwinding check: does it fail on some run the bound
   * does not cut?  If not, only the bound kept it from a proof */
  if (!info.cut_fails || last == PATCH_CUT_FREE) {
    if (why) *why = info;
    return 1;
  }
  patch_info cut = info;
  int slack = last == PATCH_CUT_BOUNDED ? BMC_BOUNDED_SLACK : 0;
  int w = patch_verdict(p, pt, &c->spec, c->unwind + slack, PATCH_CUT_FREE, stderr, &info);
  if (w == BMC_VIOLATED) {
    if (why) *why = info;
    return 1;
  }
  if (w != BMC_VERIFIED || deadline_passed()) return -1;
  /* where the runs that needed more were cut, under the rule that refused it */
  repair_fill_bound(c, p, &cut, last, rr);
  return 2;
}

/* A candidate the bound alone kept from a proof is proven again at twice
 * the unwinding, up to CONFIRM_DEEPEN_MAX: a loop of a constant count
 * (`for (i = 0; i < 20; i++)` over a buffer) needs only that, and the
 * deeper proof either covers every run or says what the first said. */
enum { CONFIRM_DEEPEN_MAX = 32 };

int repair_identical(const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr) {
  if (!patch_is_reference(p, pt, &c->spec)) return 0;
  rr->bound = "complete";
  rr->identical = 1;
  rr->unwind = rr->orig_unwind = rr->nplaces = 0;
  return 1;
}

int repair_confirm(const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr, patch_info *why) {
  int v = confirm_at(c, p, pt, rr, why);
  if (v != 2 || deadline_passed() || c->unwind <= 0 || 2 * c->unwind > CONFIRM_DEEPEN_MAX) return v;
  repair_cli deeper = *c;
  deeper.unwind = 2 * c->unwind;
  rep_repair first = *rr;
  patch_info w = {0};
  int d = confirm_at(&deeper, p, pt, rr, &w);
  if (d == 0 || d == 1) {
    if (d == 1 && why) *why = w;
    return d;
  }
  *rr = first;  /* undecided again: as the first proof said it */
  return v;
}

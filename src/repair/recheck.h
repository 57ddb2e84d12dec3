/* recheck.h - a candidate proven against the specification from scratch
 * (oracle/patch.h) under the run's rule for runs the bound cuts, and what
 * that proof says about the bound, for the repair's report. */
#ifndef AMEND_REPAIR_RECHECK_H
#define AMEND_REPAIR_RECHECK_H

#include "repair/cli.h"
#include "report/repairs.h"
#include "oracle/patch.h"

/* With --reference: prove a patch that passed the tests equivalent to the
 * reference (patch_recheck, under c's bound rule: on every run, then in
 * bounded mode when that is the rule) and fill rr's bound fields.
 * 0 proven, 1 refuted, -1 undecided (a limit, or the patched program
 * cannot be loaded for the proof), 2 undecided by the bound: it fails
 * only on runs the bound cuts (rr's places say where, its unwind with
 * which bound), 3 undecided because no run was compared (the reference
 * reads uninitialised memory on every run within the bounds).  Where the
 * bound alone kept it from a proof, it is proven again at twice c's
 * unwinding (at most 32), and that proof's answer stands when it decides.  why (may
 * be NULL) gets the refuting check's patch_info: its stdin is a test the
 * patch fails. */
int repair_confirm(const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr, patch_info *why);
/* Is the patched program the reference's own text (patch_is_reference)?
 * Then rr says so (complete, identical) and 1 is returned: proven with no
 * bound, without a solver.  proof_confirm asks this first, once, before
 * it forks for repair_confirm (which does not ask again). */
int repair_identical(const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr);
/* What a verified repair's re-check (under mode, a PATCH_CUT_*) says
 * about the bound: rr's bound, unwind and places. */
void repair_fill_bound(const repair_cli *c, const ir_prog *p, const patch_info *in, int mode, rep_repair *rr);
/* The re-check's cut places as report places (file names of the
 * original), at most REP_MAX_PLACES; returns how many. */
int repair_places(const ir_prog *p, const patch_info *in, rep_place *out);

#endif

/* testrepair.h - `amend repair --tests DIR`: repair against a test suite.
 *
 * The program is read leniently (any C gcc accepts; constructs outside
 * the verifiable subset become opaque), compiled natively and run on the
 * suite.  Two engines: angelic localization with condition synthesis
 * (repair/synthesis/synthesis.h) and the mutation search over a mutant
 * schema (repair/mutation/mutation.h); --engine auto runs both,
 * synthesis first.  Every repair is validated by ts_validate before it
 * is printed.  Exit codes: 0 repaired
 * (or every test already passes), 10 no repair in the spaces searched,
 * 5 a limit stopped a search, 6 input error. */
#ifndef AMEND_TESTREPAIR_H
#define AMEND_TESTREPAIR_H

#include "repair/repair.h"
#include "report/repairs.h"
#include "spec/patch.h"
#include "spec/sites.h"

int testrepair_main(const repair_cli *c);
/* With --reference as well: prove a patch that passed the tests
 * equivalent to the reference (patch_recheck, under c's bound rule: on
 * every run, then in bounded mode when that is the rule) and fill rr's
 * bound fields.  0 proven, 1 refuted, -1 undecided (a limit, or the
 * patched program cannot be loaded for the proof), 2 undecided by the
 * bound: it fails only on runs the bound cuts (rr's places say where, its
 * unwind with which bound), 3 undecided because no run was compared (the
 * reference reads uninitialised memory on every run within the bounds).
 * why (may be NULL) gets the refuting check's patch_info: its stdin is a
 * test the patch fails. */
int repair_confirm(const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr, patch_info *why);
/* "amend repair FILES" with the flags that say what was repaired against
 * (--reference, --entry, --tests, --stdin-bytes): the start of the
 * command a "bound" summary suggests.  malloc'd. */
char *repair_command(const repair_cli *c);
/* Give the watchdog the summaries it prints if the command cannot stop by
 * itself in time once a limit is reached: status timeout (--timeout) or
 * limit with reason memory (--memory, or memory ran out), `repairs`
 * already printed. */
void repair_backstop(const repair_cli *c, int repairs);
/* A repair, and the closing summary, on stdout as text or JSON (--json),
 * and as JSON on c->json_out too when --json-out gave one. */
void repair_print(const repair_cli *c, const rep_repair *rr);
void repair_print_summary(const repair_cli *c, const rep_summary *sum);
/* What is specification and what a repair may change (spec/sites.h),
 * into the summary. */
void repair_scope_summary(const site_opts *o, rep_summary *sum);

#endif

/* repair.c - the repair command's orchestrator: it chooses the path, runs
 * it, and takes the next step the test-suite engines hand back. */
#include "repair/repair.h"

#include <stdio.h>

#include "repair/testrepair.h"
#include "repair/verifyrepair.h"
#include "util/clock.h"
#include "util/exitcode.h"

int repair_by_ref_tests(const repair_cli *c) {
  return c->spec.reference && !c->spec.entry && !c->no_ref_tests && c->engine != ENGINE_TEMPLATES;
}

int repair_main(const repair_cli *c) {
  repair_cli now = *c;
  testrepair_result tr;
  for (;;) {
    if (now.engine == ENGINE_REFERENCE && (!now.spec.reference || now.spec.entry)) {
      fputs("amend: error: --engine reference needs a whole-program --reference REF.c (no --entry)\n", stderr);
      return EXIT_INPUT;
    }
    if (!now.tests && !repair_by_ref_tests(&now)) break;
    double t0 = clock_now();
    int code = testrepair_run(&now, &tr);
    if (tr.next == TESTREPAIR_DONE) return code;
    /* the test-suite engines could not settle it: the reference alone
     * (through tests drawn from it, or by the verifier), or templates */
    now.tests = NULL;
    now.oracle = NULL;
    now.no_ref_tests = tr.next != TESTREPAIR_REFERENCE;
    if (now.engine == ENGINE_SYNTHESIS) now.engine = ENGINE_AUTO;  /* synthesis needs failing tests */
    if (tr.next == TESTREPAIR_TEMPLATES) {
      now.engine = ENGINE_TEMPLATES, now.tests_before = &tr.tests;
      /* as long as the test-suite engines took (at least REP_TMPL_MIN_S):
       * on the IntroClass programs this fallback repaired none of 20 runs,
       * each of which took the rest of --timeout */
      now.tmpl_share_s = clock_now() - t0;
      if (now.tmpl_share_s < REP_TMPL_MIN_S) now.tmpl_share_s = REP_TMPL_MIN_S;
    }
    if (tr.next == TESTREPAIR_REFERENCE) fputs("amend: every test passes; repairing against the reference alone\n", stderr);
    if (tr.next == TESTREPAIR_TEMPLATES)
      fputs("amend: no mutation or condition repair passes the reference; trying templates\n", stderr);
  }
  if (now.engine == ENGINE_SYNTHESIS) {
    fputs("amend: error: --engine synthesis needs a test suite (--tests DIR)\n", stderr);
    return EXIT_INPUT;
  }
  return verifyrepair_run(&now);
}

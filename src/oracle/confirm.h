/* confirm.h - replay a whole-program difference natively.
 *
 * Under typed output (load/iomodel.h) two outputs that print the same
 * text may still differ as items ("%d%d" of 1, 23 and of 12, 3; a literal
 * "0" against %d of 0).  Before a difference in the output is reported,
 * both programs are compiled with gcc and run on the counterexample's
 * stdin: when they print the same (under --compare) and exit alike, the
 * difference was one of form, and the caller checks again with printed
 * numbers as bytes (program_spec.out_bytes). */
#ifndef AMEND_CONFIRM_H
#define AMEND_CONFIRM_H

#include "bmc/bmc.h"
#include "load/program.h"

/* Is r (a violation of p, loaded from s) the output comparison of the
 * harness, found under typed output? */
int confirm_needed(const ir_prog *p, const program_spec *s, const bmc_result *r);

/* 1: natively the two programs print differently or exit differently on
 * stdin in[0..len); 0: they agree; -1: cannot tell (gcc refused one, a run
 * did not finish). */
int confirm_differs(const program_spec *s, const unsigned char *in, int len);

#endif

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

int testrepair_main(const repair_cli *c);
/* Give the --timeout watchdog the summary it prints if the command cannot
 * stop by itself in time: status timeout, `repairs` already printed. */
void repair_backstop(const repair_cli *c, int repairs);

#endif

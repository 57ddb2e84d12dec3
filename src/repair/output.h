/* output.h - what every engine of the repair command prints, as text or
 * JSON (--json) on stdout and as JSON on --json-out's file too, and the
 * summaries the watchdog prints should a limit stop the run. */
#ifndef AMEND_REPAIR_OUTPUT_H
#define AMEND_REPAIR_OUTPUT_H

#include "repair/cli.h"
#include "report/repairs.h"
#include "oracle/sites.h"

/* A repair, and the closing summary. */
void repair_print(const repair_cli *c, const rep_repair *rr);
void repair_print_summary(const repair_cli *c, const rep_summary *sum);
/* Give the watchdog the summaries it prints if the command cannot stop by
 * itself in time once a limit is reached: status timeout (--timeout) or
 * limit with reason memory (--memory, or memory ran out), `repairs`
 * already printed. */
void repair_backstop(const repair_cli *c, int repairs);
/* What is specification and what a repair may change (oracle/sites.h),
 * into the summary. */
void repair_scope_summary(const site_opts *o, rep_summary *sum);
/* An ENGINE_* as summaries name it: "mutation", ..., "reference". */
const char *repair_engine_name(int engine);
/* "amend repair FILES" with the flags that say what was repaired against
 * (repair_cli.command): the start of the command a "bound" summary
 * suggests.  malloc'd. */
char *repair_command(const repair_cli *c);

#endif

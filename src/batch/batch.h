/* batch.h - `amend batch`: many repair (or check) jobs, each one a child
 * process of amend itself with its own time and memory limits, their
 * results written to an SQLite database as each job ends.
 *
 * The contract: batch_main takes the command line from "batch" on and
 * returns the exit code (0 every job recorded, 6 input error, 70 internal
 * error such as a database that cannot be written, 130 stopped by SIGINT
 * or SIGTERM with the finished jobs kept).  It needs nothing from the
 * engines: a job's verdict is the child's JSON and exit code.  `usage`
 * prints the command's help (main.c owns the text, next to the others). */
#ifndef AMEND_BATCH_H
#define AMEND_BATCH_H

#include <stdio.h>

#include "util/options.h"

/* options: the table of repair's and check's flags (main.c), which say
 * what batch hands to its jobs: every row without OPT_NOBATCH, to a check
 * job only what check takes. */
int batch_main(int argc, char **argv, const char *version, const opt_def *options, void (*usage)(FILE *));
/* batch's own flags, for its usage text */
extern const opt_def batch_options[];

#endif

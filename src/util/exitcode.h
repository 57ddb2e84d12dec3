/* exitcode.h - amend's exit codes, one list for every command (a contract:
 * notes/CONTRACT.md; scripts and `amend batch` read them).
 *
 *   0   verified (check), repaired or already correct (repair), every job
 *       recorded (batch)
 *   10  violated (check), no repair in the spaces searched (repair)
 *   5   a limit stopped the run: --timeout, --memory, or the unwinding
 *       bound kept a repair from being proven
 *   6   input error: bad flags, a file that cannot be read or loaded
 *   70  internal error (amend's own fault, or a database batch cannot write)
 *   130 batch stopped by SIGINT or SIGTERM, the finished jobs recorded */
#ifndef AMEND_EXITCODE_H
#define AMEND_EXITCODE_H

enum amend_exit {
  EXIT_OK = 0,
  EXIT_VIOLATED = 10,
  EXIT_LIMIT = 5,
  EXIT_INPUT = 6,
  EXIT_INTERNAL = 70,
  EXIT_INTERRUPTED = 130,
};

#endif

/* patch.h - a candidate repair as edits of the source text, and its
 * independent re-check.
 *
 * Every engine hands its repairs over as text edits.  The re-check
 * shares nothing with the engine that proposed them: the patched files are
 * written to a private directory, parsed again, encoded into a fresh Z3
 * context and verified through the same path as `amend check`. */
#ifndef AMEND_PATCH_H
#define AMEND_PATCH_H

#include <stdio.h>

#include "bmc/bmc.h"
#include "load/program.h"

typedef struct patch {
  int nfiles;
  char **text;             /* per file of the program: patched text, or NULL if unchanged */
} patch;

/* One replacement: the source text at `at` becomes `text`. */
typedef struct patch_edit {
  ir_loc at;
  const char *text;
} patch_edit;

/* Apply non-overlapping edits (in any order) to the original files. */
patch patch_apply(const ir_prog *p, const patch_edit *e, int n);
void patch_free(patch *pt);
/* A copy that owns its texts (patch_free it). */
patch patch_dup(const patch *pt);

/* How a repair treats the runs that the unwinding bound cuts:
 *   FREE     they are not checked (--no-unwinding-assertions);
 *   FULL     none may exist: every run finishes within the bound
 *            (--unwinding-assertions);
 *   BOUNDED  (the default) the repair is checked with loops unwound
 *            bound + BMC_BOUNDED_SLACK times and must finish within that
 *            on every input on which the original program finishes within
 *            the bound (bmc_opts.shadow_unwind); the runs it leaves
 *            unfinished are not checked. */
enum { PATCH_CUT_FREE = 0, PATCH_CUT_FULL = 1, PATCH_CUT_BOUNDED = 2 };

/* Set o's unwinding options for mode and bound. */
void patch_bmc_mode(bmc_opts *o, int mode, int unwind);

/* What a re-check found besides the verdict. */
enum { PATCH_MAX_CUTS = 8, PATCH_MAX_STDIN = 256 };
typedef struct patch_info {
  int decided;             /* the verdict was reached (else the rest is 0) */
  int complete;            /* no run of the patched program is cut */
  int ends;                /* some run ends within the bound (1), none (0):
                              a verified check compared nothing.  Decided
                              when the places are, and for every verified
                              check whose reference leaves runs out; else 1 */
  int cut_fails;           /* violated, and the failing property is an
                              unwinding one: maybe only the bound's fault */
  int ncuts;               /* where runs are cut (bmc_cut_places), */
  bmc_cutsite cuts[PATCH_MAX_CUTS];  /* locations in the original's files */
  /* violated by a property other than an unwinding one, on a run that
   * reads stdin through the stdio model: that stdin (the test that tells
   * the patched program from its specification) */
  int has_stdin;
  int stdin_len;
  unsigned char stdin_bytes[PATCH_MAX_STDIN];
} patch_info;

/* The patched program loaded afresh: its changed files are written to a
 * private directory (quoted includes still resolve next to the originals)
 * and parsed again; entry is set as program_load sets it.  NULL when it
 * fails to load (the message goes to diag).  patch_recheck's loading. */
ir_prog *patch_load(const ir_prog *p, const patch *pt, const program_spec *spec, const char **entry, FILE *diag);

/* The patched program read as the test-suite engines read spec's files
 * (leniently, with its clang arguments), for a search that starts from a
 * patch; its files are those of p in order, each with the path of its
 * copy.  NULL when it fails to parse (the message goes to diag). */
ir_prog *patch_parse(const patch *pt, const program_spec *spec, FILE *diag);

/* Re-verify under mode (PATCH_CUT_*): returns BMC_VERIFIED, BMC_VIOLATED
 * or BMC_UNKNOWN; -1 when the patched program fails to load (the message
 * goes to diag).  In bounded mode the original program is loaded afresh
 * from spec as well.  info (may be NULL) is filled on a verdict.  An
 * empty patch (no text) re-checks the original program. */
int patch_recheck(const ir_prog *p, const patch *pt, const program_spec *spec, int unwind, int mode,
                  FILE *diag, patch_info *info);

/* The same, the verdict alone: info gets decided, complete and cut_fails,
 * not the places (which cost solver calls); ends as patch_info says. */
int patch_verdict(const ir_prog *p, const patch *pt, const program_spec *spec, int unwind, int mode,
                  FILE *diag, patch_info *info);

/* Is the patched program the reference's own text, token for token (a
 * whole-program --reference, one file, the patch changing it)?  Then it
 * runs as the reference does on every input, whatever a proof's bound;
 * comments and layout may differ (front_same_tokens). */
int patch_is_reference(const ir_prog *p, const patch *pt, const program_spec *spec);

/* One unified diff per changed file, concatenated (malloc'd, maybe ""). */
char *patch_diff(const ir_prog *p, const patch *pt);

#endif

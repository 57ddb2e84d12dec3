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
#include "spec/program.h"

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

/* Re-verify: returns BMC_VERIFIED, BMC_VIOLATED or BMC_UNKNOWN; -1 when
 * the patched program fails to load (the message goes to diag). */
int patch_recheck(const ir_prog *p, const patch *pt, const program_spec *spec, int unwind,
                  int unwinding_assertions, FILE *diag);

/* One unified diff per changed file, concatenated (malloc'd, maybe ""). */
char *patch_diff(const ir_prog *p, const patch *pt);

#endif

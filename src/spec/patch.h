/* patch.h - turn chosen mutations into source text, and re-check it.
 *
 * The re-check shares nothing with the search: the patched files are
 * written to a private directory, parsed again, encoded into a fresh Z3
 * context and verified through the same path as `amend check`. */
#ifndef AMEND_PATCH_H
#define AMEND_PATCH_H

#include <stdio.h>

#include "bmc/bmc.h"
#include "repair/mutation/mutate.h"
#include "report/repairs.h"
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
patch patch_make(const ir_prog *p, const mut_space *ms, const int *muts, int n);
void patch_free(patch *pt);

/* Re-verify: returns BMC_VERIFIED, BMC_VIOLATED or BMC_UNKNOWN; -1 when
 * the patched program fails to load (the message goes to diag). */
int patch_recheck(const ir_prog *p, const patch *pt, const program_spec *spec, int unwind,
                  int unwinding_assertions, FILE *diag);

/* One unified diff per changed file, concatenated (malloc'd, maybe ""). */
char *patch_diff(const ir_prog *p, const patch *pt);

/* The report entry of mutation m (original/replacement malloc'd). */
void patch_describe(const ir_prog *p, const mut *m, rep_change *c);

/* The changed expression around mutation m, before and after (malloc'd). */
char *patch_expr_before(const ir_prog *p, const mut *m);
char *patch_expr_after(const ir_prog *p, const mut *m);

#endif
